// Headers every call carries: `Authorization: Bearer <token>` (except on the public branding call),
// `theme` from the theme_mode cookie and `Accept-Language` with the language the merchant chose
// (the server words its refusals in it). A header the caller set explicitly is kept.
import type { Middleware } from 'openapi-fetch';
import type { themeModeCookieValue } from '../theme/mode';

/** The `theme` header as the spec spells it: the theme_mode cookie's 'Dark', else 'Light'. */
export type ThemeHeader = ReturnType<typeof themeModeCookieValue>;

/** Calls sent without a bearer token even when signed in. */
export const CALLS_WITHOUT_TOKEN: readonly string[] = ['/api/custom-template-details'];

export interface RequestHeaderSources {
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  getThemeMode: () => ThemeHeader;
  getLanguage: () => string;
}

export function requestHeaders({ getToken, getThemeMode, getLanguage }: RequestHeaderSources): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!CALLS_WITHOUT_TOKEN.includes(schemaPath) && !request.headers.has('Authorization')) {
        const token = await getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      if (!request.headers.has('theme')) request.headers.set('theme', getThemeMode());
      if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', getLanguage());
      return request;
    },
  };
}

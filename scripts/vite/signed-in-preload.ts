// A build-only Vite plugin that shortens a signed-in first visit's request chain: a tiny script,
// loaded by index.html before the app's entry, asks the browser to preload (modulepreload) the
// signed-in portal's chunks (RequireUser, PageGate, the shell and the stored language's
// signed-in messages, with what they import) when localStorage holds a token, and starts the
// page's first calls (EARLY_CALLS) with the headers the app would send, which the app's fetch
// then takes instead of calling again (src/shared/api/early-calls.ts). Without it those chunks
// are found, and those calls made, only after the first chunk has come and run. A signed-out
// visitor (who is shown the sign-in page) gets the sign-in form's chunk (login-form-<hash>.js,
// scripts/vite/sign-in-chunk.ts) preloaded instead, beside the first chunk. A plain file, not an
// inline script, so the CSP's script-src 'self' holds.
import type { Plugin, Rollup } from 'vite';
import { LOCALES } from '../../src/shared/i18n/locales.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const FILE = 'signed-in-preload.js';
/** The modules every signed-in page loads first (scripts/size-budget.mjs names the same). */
const SIGNED_IN = [/\/src\/app\/router\/RequireUser\.tsx$/, /\/src\/app\/router\/PageGate\.tsx$/, /\/src\/app\/shell\/Shell\.tsx$/];
const MESSAGES = /\/src\/shared\/i18n\/compiled\/([a-z]{2})\.signed-in\.json$/;
/** The screens' chunks of a page opened directly (a bookmark, a reload), by path. Measured in
 * session 16 on a phone's conditions emulated in Chromium (150 ms round trips, 1.6 Mbps, CPU
 * four times slower; median of five largest paints): the company page 1,956 ms with its chunks
 * preloaded, 2,108 without; Lighthouse's simulation scores both the same (90-91). With yup in the
 * company chunk (session 14) it had raised the blocking time more than it saved. */
const SCREENS: Record<string, RegExp> = {
  '/dashboard': /\/src\/features\/dashboard\/screens\.ts$/,
  '/company-details': /\/src\/features\/company\/screens\.ts$/,
};

/** A call the script starts; the app's own call takes its answer when method, URL, body and
 * headers are the same (a call left over changes nothing; tests/e2e/first-visit.e2e.test.ts
 * checks that each page's are made once and taken). */
export interface EarlyCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent without the bearer token (src/shared/api/request-headers.ts CALLS_WITHOUT_TOKEN). */
  public?: boolean;
}

/** Every signed-in page's first calls (src/app/router/signedInCalls.ts, the branding, and the top
 * bar's owed balances, which the app asks for once the agent info came: started early, the
 * answer no longer comes one round trip after the page is drawn; when the agent hides its balance
 * the answer is left over, which changes nothing), then each landing page's (its screens'
 * prefetch in src/features/<area>/screens.ts), by path. */
export const EARLY_CALLS: { always: EarlyCall[]; byPath: Record<string, EarlyCall[]> } = {
  always: [
    { method: 'GET', path: '/api/v1/profile' },
    { method: 'GET', path: '/api/v1/agent-user-info' },
    { method: 'GET', path: '/api/v1/settings' },
    { method: 'GET', path: '/api/version' },
    { method: 'GET', path: '/api/custom-template-details', public: true },
    { method: 'GET', path: '/api/v1/owed-balances' },
  ],
  byPath: {
    '/dashboard': [
      { method: 'GET', path: '/api/v1/daily-stats' },
      { method: 'GET', path: '/api/v1/weekly-stats' },
    ],
    '/company-details': [
      { method: 'GET', path: '/api/v1/company-structure' },
      { method: 'POST', path: '/api/v1/get-documents', body: { page: 'company-details', pageIndex: 1, pageSize: 4 } },
    ],
  },
};

/** Whether a chunk's file is one of the signed-in chunks the script preloads with its imports
 * (the file names carry the module's name: RequireUser-<hash>.js). */
export function signedInPreloaded(file: string): boolean {
  return /(^|\/)(signed-in|RequireUser|PageGate|Shell)-[\w-]+\.js$/.test(file);
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The chunk's file and every file it imports statically, as URLs. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, base: string): string[] {
  const seen = new Set<string>();
  const pending = [chunk.fileName];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const item = bundle[file];
    if (item?.type === 'chunk') pending.push(...item.imports);
  }
  return [...seen].map((file) => `${base}${file}`);
}

export function signedInPreload(): Plugin {
  let base = '/';
  return {
    name: 'signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const all = chunks(bundle);
      const entry = all.find((c) => c.isEntry);
      const already = new Set(entry ? withImports(bundle, entry, base) : []);
      const common = all
        .filter((c) => c.moduleIds.some((id) => SIGNED_IN.some((pattern) => pattern.test(id))))
        .flatMap((c) => withImports(bundle, c, base))
        .filter((url) => !already.has(url));
      const messages: Record<string, string> = {};
      for (const c of all) {
        const language = c.facadeModuleId && MESSAGES.exec(c.facadeModuleId)?.[1];
        if (language) messages[language] = `${base}${c.fileName}`;
      }
      const form = all.find((c) => c.name === 'login-form');
      const loginForm = form ? withImports(bundle, form, base).filter((url) => !already.has(url)) : [];
      const screens: Record<string, string[]> = {};
      for (const [path, pattern] of Object.entries(SCREENS)) {
        const chunk = all.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
        if (chunk) screens[path] = withImports(bundle, chunk, base).filter((url) => !already.has(url) && !common.includes(url));
      }
      const source = `// Made by scripts/vite/signed-in-preload.ts at build time.
(function () {
  function preload(files) {
    files.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  try {
    var token = localStorage.getItem('authToken');
    if (!token) return preload(${JSON.stringify(loginForm)});
    var language = localStorage.getItem('language');
    if (${JSON.stringify(LOCALES)}.indexOf(language) < 0) language = 'en';
    var path = location.pathname === '/' ? '/dashboard' : location.pathname.replace(/(.)\\/$/, '$1');
    var messages = ${JSON.stringify(messages)};
    var screens = ${JSON.stringify(screens)};
    preload(${JSON.stringify([...new Set(common)])}.concat(messages[language], screens[path] || []));
    // The app has started before this file came (its own files from the cache): it calls itself.
    if (window.__portalEarlyCalls) return;
    // The mode shown (src/shared/theme/mode.ts effectiveThemeMode): the stored choice, else the device's.
    var stored = /(?:^|;)\\s*theme_mode=([^;]*)/.exec(document.cookie);
    var dark = stored ? decodeURIComponent(stored[1].trim()) === 'Dark' : !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var theme = dark ? 'Dark' : 'Light';
    var calls = ${JSON.stringify(EARLY_CALLS.always)}.concat(${JSON.stringify(EARLY_CALLS.byPath)}[path] || []);
    window.__portalEarlyCalls = calls.map(function (call) {
      var headers = { theme: theme, 'Accept-Language': language };
      if (!call.public) headers.Authorization = 'Bearer ' + token;
      var body = call.body === undefined ? undefined : JSON.stringify(call.body);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      var response = fetch(call.path, { method: call.method, headers: headers, body: body });
      response.catch(function () {});
      return { method: call.method, url: new URL(call.path, location.href).href, headers: headers, body: body, at: Date.now(), response: response };
    });
  } catch (error) {
    // Storage blocked: the chunks load, and the calls are made, when the app asks for them.
  }
})();
`;
      this.emitFile({ type: 'asset', fileName: FILE, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [{ tag: 'script', attrs: { src: `${base}${FILE}`, async: true }, injectTo: 'head' }];
      },
    },
  };
}

// The sign-in page: its form rules load on the first validation and give the messages the form
// shows (empty fields, surrounding spaces, the captcha when one is asked for), and its RTK Query
// endpoints on the shared client (MSW) resolve to the data or to the server's refusal.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalStore } from '../../../src/app/store';
import { signInApi } from '../../../src/features/auth/signInApi';
import type { LoginValues } from '../../../src/features/auth/forms/loginSchema';
import { loadMessages } from '../../../src/shared/i18n/loadMessages';
import { validateWithLazySchema } from '../../../src/shared/ui/FormField';

const BASE = 'http://portal.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const values = (changes: Partial<LoginValues>): LoginValues => ({
  merchantId: 'MD0001',
  username: 'admin',
  password: 'Portal#2026',
  rememberMe: false,
  captcha: '',
  ...changes,
});

describe('the sign-in form rules, loaded on the first validation', () => {
  const validatorFor = async (captchaNeeded: boolean) => {
    const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: await loadMessages('en') });
    let loads = 0;
    const validate = validateWithLazySchema<LoginValues>(() => {
      loads += 1;
      return import('../../../src/features/auth/forms/loginSchema').then(({ loginSchema }) => loginSchema(intl, captchaNeeded));
    });
    return { validate, loads: () => loads };
  };

  it('names every empty field and the surrounding spaces, as the form shows them', async () => {
    const { validate, loads } = await validatorFor(false);
    expect(loads()).toBe(0);
    expect(await validate(values({ merchantId: '', username: ' admin', password: '' }))).toEqual({
      merchantId: 'Merchant ID is required',
      username: 'Must not start or end with a space',
      password: 'Password is required',
    });
    expect(loads()).toBe(1);
    expect(await validate(values({}))).toEqual({});
  });

  it('asks for the captcha only when one is needed', async () => {
    expect(await (await validatorFor(false)).validate(values({}))).toEqual({});
    expect(await (await validatorFor(true)).validate(values({}))).toEqual({ captcha: 'Please complete the captcha' });
  });
});

describe('the sign-in endpoints on the shared client', () => {
  const store = () => createPortalStore({ clientOptions: { baseUrl: BASE }, persistToken: false });

  it('signs in with the token of the Authorization header, or hands back the refusal', async () => {
    server.use(
      http.post(`${BASE}/api/auth/login`, async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        return body.password === 'right'
          ? HttpResponse.json({ resultCode: 0, resultDescription: 'Success' }, { headers: { Authorization: 'Bearer t-1' } })
          : HttpResponse.json({ resultCode: 4030, resultDescription: 'Invalid' }, { status: 400 });
      }),
    );
    const { login } = signInApi.endpoints;
    const signedIn = await store().dispatch(login.initiate({ merchantId: 'MD0001', username: 'admin', password: 'right' }));
    expect(signedIn.data).toEqual({ result: { resultCode: 0, resultDescription: 'Success' }, token: 't-1' });
    const refused = await store().dispatch(login.initiate({ merchantId: 'MD0001', username: 'admin', password: 'wrong' }));
    expect(refused.error).toEqual({ resultCode: 4030, resultDescription: 'Invalid' });
  });

  it('turns a sign-in answered without a token into the network-error result', async () => {
    server.use(http.post(`${BASE}/api/auth/login`, () => HttpResponse.json({ resultCode: 0, resultDescription: 'Success' })));
    const answer = await store().dispatch(
      signInApi.endpoints.login.initiate({ merchantId: 'MD0001', username: 'admin', password: 'right' }),
    );
    expect(answer.error).toEqual({ resultCode: 999, resultDescription: 'The sign-in answer carried no token' });
  });

  it('says where the unlock code went', async () => {
    server.use(
      http.post(`${BASE}/api/user-locked/send-unlock-code`, () =>
        HttpResponse.json({ resultCode: 0, resultDescription: 'Success', email: 'l***d@example.test', otpExpiredTime: '2026-11-21 10:05:00' }),
      ),
    );
    const sent = await store().dispatch(signInApi.endpoints.sendUnlockCode.initiate({ userName: 'locked', loginToken: 'lt' }));
    expect(sent.data).toEqual({ email: 'l***d@example.test', otpExpiredTime: '2026-11-21 10:05:00' });
  });

  it('loads the API version once per store', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/version`, () => {
        calls += 1;
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Success', versionNumber: '2.4.1' });
      }),
    );
    const portal = store();
    const { getApiVersion } = signInApi.endpoints;
    const [first, second] = await Promise.all([portal.dispatch(getApiVersion.initiate()), portal.dispatch(getApiVersion.initiate())]);
    const later = await portal.dispatch(getApiVersion.initiate());
    expect([first.data, second.data, later.data]).toEqual(['2.4.1', '2.4.1', '2.4.1']);
    expect(calls).toBe(1);
  });
});

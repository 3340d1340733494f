// Pact: provider staff change the deployment's branding (PUT /api/v1/custom-template-details)
// through the client's saveBranding endpoint (src/app/brandingApi.ts); a merchant administrator is refused (1003) and a colour
// that is not #RRGGBB is refused naming the field (1001).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { brandingApi, type BrandingUpdate } from '../../src/app/brandingApi';
import { apiStoreFor, bearer, createPact, tokens } from './support/pact';

const { string } = MatchersV3;

const harbour: BrandingUpdate = {
  portalName: 'Harbour Voucher Portal',
  primaryColor: '#0b5fa5',
  secondaryColor: '#dbe9f6',
  brandLogoLight: '/branding/harbour-light.svg',
  brandLogoDark: null,
  faviconLogoLight: null,
  faviconLogoDark: null,
};

const saveBranding = (mockUrl: string, token: string, update: BrandingUpdate) =>
  apiStoreFor(mockUrl, token).dispatch(brandingApi.endpoints.saveBranding.initiate(update));

describe('branding calls', () => {
  it('saves the default branding as provider staff and is answered the saved branding', async () => {
    await createPact()
      .addInteraction()
      .given('provider staff allowed to change the branding is signed in')
      .uponReceiving('a change of the default branding by provider staff')
      .withRequest('PUT', '/api/v1/custom-template-details', (b) =>
        b.headers(bearer(tokens.providerStaff)).jsonBody(harbour),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), ...harbour }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await saveBranding(mock.url, tokens.providerStaff, harbour);
        expect(error).toBeUndefined();
        expect(data).toMatchObject({
          portalName: 'Harbour Voucher Portal',
          primaryColor: '#0b5fa5',
        });
      });
  });

  it('is refused the change as a merchant administrator', async () => {
    await createPact()
      .addInteraction()
      .given('an MD administrator is signed in')
      .uponReceiving('a change of the branding by a merchant administrator')
      .withRequest('PUT', '/api/v1/custom-template-details', (b) =>
        b.headers(bearer(tokens.mdAdministrator)).jsonBody(harbour),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({
          resultCode: 1003,
          resultDescription: string('You do not have SCP.PORTAL.BRANDING_W permission.'),
        }),
      )
      .executeTest(async (mock) => {
        const { error } = await saveBranding(mock.url, tokens.mdAdministrator, harbour);
        expect(error).toEqual({
          resultCode: 1003,
          resultDescription: 'You do not have SCP.PORTAL.BRANDING_W permission.',
        });
      });
  });

  it('is told which field is wrong when a colour is not #RRGGBB', async () => {
    const badColour = { ...harbour, primaryColor: 'blue' };
    await createPact()
      .addInteraction()
      .given('provider staff allowed to change the branding is signed in')
      .uponReceiving('a change of the branding with a colour that is not #RRGGBB')
      .withRequest('PUT', '/api/v1/custom-template-details', (b) =>
        b.headers(bearer(tokens.providerStaff)).jsonBody(badColour),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 1001,
          resultDescription: string('Primary colour is not in a valid format.'),
          field: 'primaryColor',
        }),
      )
      .executeTest(async (mock) => {
        const { error } = await saveBranding(mock.url, tokens.providerStaff, badColour);
        expect(error).toMatchObject({ resultCode: 1001, field: 'primaryColor', resultDescription: 'Primary colour is not in a valid format.' });
      });
  });
});

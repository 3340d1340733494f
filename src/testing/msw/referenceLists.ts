// MSW answers of the reference lists every address form offers: two countries, and the states of
// each (stories of the agent dialog and of My Profile).
import { http, HttpResponse } from 'msw';
import { contractGet } from './handlers';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;

export const referenceListHandlers = [
  contractGet('/api/v1/country-list', {
    ...ok,
    data: [
      { code: 'AU', name: 'Australia' },
      { code: 'NZ', name: 'New Zealand' },
    ],
  }),
  http.get('*/api/v1/state-list', ({ request }) =>
    HttpResponse.json({
      ...ok,
      data:
        new URL(request.url).searchParams.get('countryCode') === 'AU'
          ? [
              { code: 'NSW', name: 'New South Wales' },
              { code: 'VIC', name: 'Victoria' },
            ]
          : [{ code: 'AUK', name: 'Auckland' }],
    }),
  ),
];

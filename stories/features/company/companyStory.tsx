// Story wiring of the company screen: the portal store with a signed-in user, the alert stack, and
// MSW answers of the company calls typed from the contract.
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { contractGet } from '../../../src/testing/msw/handlers';
import { referenceListHandlers } from '../../../src/testing/msw/referenceLists';
import type { AgentInfo, CompanyNode } from '../../../src/features/company';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

export function CompanyFrame({ children }: { children: ReactNode }) {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>{children}</AlertProvider>
    </PortalStoreFrame>
  );
}

const ok = { resultCode: 0, resultDescription: 'Success' } as const;

export const companyTree: CompanyNode = {
  code: 'MD0001',
  name: 'Harbour Master Distribution',
  type: 'DISTRIBUTOR',
  level: 'MD',
  status: 'ACTIVE',
  children: [
    {
      code: 'SD0001',
      name: 'Sydney Sub Division',
      type: 'PREPAID',
      level: 'SD',
      status: 'ACTIVE',
      children: [
        {
          code: 'R00001',
          name: 'Circular Quay News',
          type: 'PREPAID',
          level: 'R',
          status: 'ACTIVE',
          children: [],
        },
        {
          code: 'R00002',
          name: 'Manly Kiosk',
          type: 'PREPAID',
          level: 'R',
          status: 'INACTIVE',
          children: [],
        },
      ],
    },
  ],
};

const address = {
  email: 'owner@example.com',
  contactName: 'Sam Taylor',
  addressLine1: '2 Alfred Street',
  addressLine2: null,
  phoneNumber: '+61292470000',
  mobileNumber: '+61412000001',
  countryCode: 'AU',
  stateCode: 'NSW',
  city: 'Sydney',
  zipCode: '2000',
};

export const agents: Record<string, AgentInfo> = {
  R00001: {
    ...ok,
    agentDetail: {
      level: 'R',
      agentCode: 'R00001',
      name: 'Circular Quay News',
      countryCode: 'AU',
      stateCode: 'NSW',
      timezone: 'Australia/Sydney',
      creationDate: '2026-05-04 09:00:00',
      status: 'ACTIVE',
      tax: '10',
      agentType: 'PREPAID',
      parentCode: 'SD0001',
    },
    agentAddress: address,
  },
  SD0001: {
    ...ok,
    agentDetail: {
      level: 'SD',
      agentCode: 'SD0001',
      name: 'Sydney Sub Division',
      countryCode: 'AU',
      stateCode: 'NSW',
      timezone: 'Australia/Sydney',
      creationDate: '2026-05-01 09:00:00',
      status: 'ACTIVE',
      tax: '10',
      agentType: 'PREPAID',
      parentCode: 'MD0001',
    },
    agentAddress: address,
  },
};

export const listHandlers = [
  ...referenceListHandlers,
  contractGet('/api/v1/timezone-list', {
    ...ok,
    data: [
      { id: 0, code: 'UTC', name: '(UTC+00:00) UTC' },
      { id: 1, code: 'Australia/Sydney', name: '(UTC+11:00) Australia/Sydney' },
    ],
  }),
];

export const agentHandler = http.get('*/api/v1/agent-info', ({ request }) => {
  const code = new URL(request.url).searchParams.get('agentCode') ?? '';
  const agent = agents[code];
  return agent
    ? HttpResponse.json(agent)
    : HttpResponse.json(
        { resultCode: 1005, resultDescription: 'This agent is outside your company structure.' },
        { status: 403 },
      );
});

export const saveHandlers = [
  http.post('*/api/v1/agent', () =>
    HttpResponse.json({ ...ok, resultDescription: 'Agent R00009 has been added successfully.' }),
  ),
  http.put('*/api/v1/agent', () =>
    HttpResponse.json({ ...ok, resultDescription: 'Agent R00001 has been updated successfully.' }),
  ),
];

export const noticesHandler = (data: unknown[]) =>
  http.post('*/api/v1/get-documents', () =>
    HttpResponse.json({ ...ok, totalRecord: data.length, data }),
  );

export const sampleNotices = [
  {
    id: 11,
    content: '<p>Stock take on <strong>Friday</strong>.</p><script>window.hacked = true</script>',
    contentType: 'HTML',
    active: 'T',
  },
  { id: 12, content: 'price-list.pdf', contentType: 'FILE', active: 'T' },
  { id: 13, content: '<p>New retailer training next week.</p>', contentType: 'HTML', active: 'T' },
];

export const structureHandler = contractGet('/api/v1/company-structure', {
  ...ok,
  data: companyTree,
});

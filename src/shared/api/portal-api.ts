// The one RTK Query api of the portal: created once here with every tag type, empty of
// endpoints. Each feature adds its endpoints with `portalApi.injectEndpoints` in its own api.ts,
// which loads with the feature's screens. Tags cross features: a sale, refund, redemption or
// limit change invalidates 'LimitUsage' and 'Balances', and the top bar reloads.
//
//   export const ordersApi = portalApi.injectEndpoints({
//     endpoints: (build) => ({
//       listOrders: build.query<Order[], OrderFilter>({
//         query: (body) => (client) => client.call(client.client.POST('/api/v1/pin-orders', { body })),
//         transformResponse: answerOf('listPinBatchOrders', (answer) => answer.data),
//         providesTags: ['PinOrders'],
//       }),
//     }),
//   });
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery } from './rtk-base-query';
import type { SuccessBody, operations } from './contract-types';

export const TAG_TYPES = [
  'Profile',
  'TwoFactor',
  'CompanyStructure',
  'LimitUsage',
  'Balances',
  'Users',
  'Transactions',
  'ReportExports',
  'ReportViews',
  'ReportSchedules',
  'PinOrders',
  'Vouchers',
  'CreditLimits',
  'Documents',
] as const;

export type PortalTag = (typeof TAG_TYPES)[number];

export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: clientBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The store's dispatch as a screen's prefetch sees it (a page's first calls started before the
 * screen mounts: src/app/router/lazyScreens.ts). */
export type PrefetchDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * An endpoint's transformResponse typed by the operation's 200 answer in the contract, so that
 * reading a field the answer does not have fails the type check:
 *   transformResponse: answerOf('getCompanyStructure', (answer) => answer.data)
 */
export function answerOf<OperationId extends keyof operations, Result>(
  _operationId: OperationId,
  transform: (answer: SuccessBody<OperationId>) => Result,
): (answer: unknown) => Result {
  return (answer) => transform(answer as SuccessBody<OperationId>);
}

/** transformResponse of a call whose answer carries nothing the screen needs. */
export const noAnswer = (): void => undefined;

// RTK Query endpoints of Pin Orders (spec 3, issue #17): a page of orders, one order's details
// with its custody trail, the orderable products, placing orders (multipart: the items and one
// optional attachment), deleting an order waiting for approval, and the provider staff's approval
// or rejection; the downloads of its PIN files and of its attachment (saved by the browser).
// The OpenPGP key an agent's PIN files are encrypted to (our addition): read by anyone who lists
// orders, set or removed by provider staff (KEY_W). A key change invalidates 'PinOrders': the
// orders' download formats and the details' key fingerprint depend on it, and so does the card.
import { answerOf, portalApi, savedFile, savedFileName, toFormData, type ApiSchema, type RequestBody } from '../../shared/api';

export type PinOrder = ApiSchema<'PinOrder'>;
export type PinOrderDetails = ApiSchema<'PinOrderDetails'>;
export type PinOrderListQuery = RequestBody<'listPinBatchOrders'>;
export type PinOrderItem = ApiSchema<'PinOrderItem'>;
export type OrderableProduct = ApiSchema<'Product'>;
export type PinFileFormat = ApiSchema<'PinFileFormat'>;
/** An agent's PIN file key; every key field null when none is set. */
export type AgentPgpKey = Omit<ApiSchema<'AgentPgpKeyResult'>, 'resultCode' | 'resultDescription'>;
export type AgentPgpKeyChange = RequestBody<'setAgentPgpKey'>;

export interface PinOrderPage {
  orders: PinOrder[];
  totalRecord: number;
}

export interface PinOrderSubmit {
  pinOrders: PinOrderItem[];
  files?: File;
}

export const pinOrdersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listPinOrders: build.query<PinOrderPage, PinOrderListQuery>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/pin-batch-orders', { body })),
      transformResponse: answerOf('listPinBatchOrders', (answer) => ({ orders: answer.data, totalRecord: answer.totalRecord })),
      providesTags: ['PinOrders'],
    }),
    getPinOrderDetails: build.query<PinOrderDetails, string>({
      query: (orderRef) => (client) => client.call(client.client.GET('/api/v1/pin-batch-order-details', { params: { query: { orderRef } } })),
      transformResponse: answerOf('getPinBatchOrderDetails', ({ resultCode: _code, resultDescription: _text, ...order }) => order),
      providesTags: ['PinOrders'],
    }),
    listOrderableProducts: build.query<OrderableProduct[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/pin-batch-order/products')),
      transformResponse: answerOf('getPinBatchOrderProducts', (answer) => answer.data),
    }),
    submitPinOrders: build.mutation<string, PinOrderSubmit>({
      query: (body) => (client) =>
        client.call(client.client.POST('/api/v1/submit-pin-batch-orders', { body: body as RequestBody<'submitPinBatchOrders'>, bodySerializer: toFormData })),
      transformResponse: answerOf('submitPinBatchOrders', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['PinOrders']),
    }),
    deletePinOrder: build.mutation<string, RequestBody<'deletePinOrder'>>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/delete-pin-order', { body })),
      transformResponse: answerOf('deletePinOrder', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['PinOrders']),
    }),
    decidePinOrder: build.mutation<string, RequestBody<'approvePinOrder'>>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/approve-pin-order', { body })),
      transformResponse: answerOf('approvePinOrder', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['PinOrders']),
    }),
    /** Queues again the generation of an approved order whose PINs failed; answers the server's text. */
    retryPinOrderGeneration: build.mutation<string, RequestBody<'retryPinOrderGeneration'>>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/retry-pin-order-generation', { body })),
      transformResponse: answerOf('retryPinOrderGeneration', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['PinOrders']),
    }),
    /** The key of an agent of the user's structure; the user's own agent when undefined. */
    getAgentPgpKey: build.query<AgentPgpKey, string | undefined>({
      query: (agentCode) => (client) =>
        client.call(client.client.GET('/api/v1/agent-pgp-key', { params: { query: agentCode ? { agentCode } : {} } })),
      transformResponse: answerOf('getAgentPgpKey', ({ resultCode: _code, resultDescription: _text, ...key }) => key),
      providesTags: ['PinOrders'],
    }),
    /** Sets (an armored public key) or removes (null) an agent's key; answers the server's text. */
    setAgentPgpKey: build.mutation<string, AgentPgpKeyChange>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/agent-pgp-key', { body })),
      transformResponse: answerOf('setAgentPgpKey', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['PinOrders']),
    }),
    /** Saves an order's PINs as txt or pgp (recorded in its custody trail); answers the saved name. */
    downloadPinFile: build.mutation<string, { orderRef: string; type: PinFileFormat }>({
      query: ({ orderRef, type }) => (client) =>
        savedFile(
          client.download(client.client.GET('/api/v1/download-pin-batch-order', { params: { query: { orderRef, type } }, parseAs: 'blob' })),
          `${orderRef}.${type}`,
        ),
      transformResponse: savedFileName,
      // The download is in the order's custody trail: its details and list read it again.
      invalidatesTags: (_result, error) => (error ? [] : ['PinOrders']),
    }),
    /** Saves an order's attachment; `fallbackName` names it when the answer does not. */
    downloadPinOrderDocument: build.mutation<string, { orderRef: string; fallbackName: string }>({
      query: ({ orderRef, fallbackName }) => (client) =>
        savedFile(
          client.download(client.client.GET('/api/v1/download-pin-batch-order-document', { params: { query: { orderRef } }, parseAs: 'blob' })),
          fallbackName,
        ),
      transformResponse: savedFileName,
    }),
  }),
});

export const {
  useListPinOrdersQuery,
  useGetPinOrderDetailsQuery,
  useListOrderableProductsQuery,
  useSubmitPinOrdersMutation,
  useDeletePinOrderMutation,
  useDecidePinOrderMutation,
  useRetryPinOrderGenerationMutation,
  useGetAgentPgpKeyQuery,
  useLazyGetAgentPgpKeyQuery,
  useSetAgentPgpKeyMutation,
  useDownloadPinFileMutation,
  useDownloadPinOrderDocumentMutation,
} = pinOrdersApi;

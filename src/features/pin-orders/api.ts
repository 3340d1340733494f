// RTK Query endpoints of Pin Orders (spec 3, issue #17): a page of orders, one order's details
// with its custody trail, the orderable products, placing orders (multipart: the items and one
// optional attachment), deleting an order waiting for approval, and the provider staff's approval
// or rejection. The PIN files and the attachment are downloads (useDownload, see downloads below).
import { answerOf, portalApi, toFormData, type ApiClient, type ApiSchema, type RequestBody } from '../../shared/api';

export type PinOrder = ApiSchema<'PinOrder'>;
export type PinOrderDetails = ApiSchema<'PinOrderDetails'>;
export type PinOrderListQuery = RequestBody<'listPinBatchOrders'>;
export type PinOrderItem = ApiSchema<'PinOrderItem'>;
export type OrderableProduct = ApiSchema<'Product'>;
export type PinFileFormat = ApiSchema<'PinFileFormat'>;

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
  }),
});

export const {
  useListPinOrdersQuery,
  useGetPinOrderDetailsQuery,
  useListOrderableProductsQuery,
  useSubmitPinOrdersMutation,
  useDeletePinOrderMutation,
  useDecidePinOrderMutation,
} = pinOrdersApi;

/** The download calls of an order (for useDownload): its PINs as txt or pgp, its attachment. */
export const pinOrderDownloads = {
  pins: (orderRef: string, type: PinFileFormat) => (client: ApiClient) =>
    client.download(client.client.GET('/api/v1/download-pin-batch-order', { params: { query: { orderRef, type } }, parseAs: 'blob' })),
  document: (orderRef: string) => (client: ApiClient) =>
    client.download(client.client.GET('/api/v1/download-pin-batch-order-document', { params: { query: { orderRef } }, parseAs: 'blob' })),
};

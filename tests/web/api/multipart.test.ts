// Multipart calls: JSON parts and file parts as the contract's encoding says.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../src/shared/api';
import { server, testClient, url, useMswServer } from './msw-server';

useMswServer();

describe('multipart calls', () => {
  it('sends pinOrders as a JSON part and the attachment as a file part', async () => {
    let form: FormData | undefined;
    server.use(
      http.post(url('/api/v1/submit-pin-batch-orders'), async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({
          resultCode: 0,
          resultDescription: 'Orders created.',
          orderRefs: ['PO-000019'],
        });
      }),
    );
    const api = testClient();
    const answer = await api.call(
      api.client.POST('/api/v1/submit-pin-batch-orders', {
        body: {
          pinOrders: [{ productCode: 'AUD-MOBILE-20', qty: 100, comment: 'Weekend stock' }],
          files: new File(['a,b'], 'order.csv', { type: 'text/csv' }),
        },
        bodySerializer: toFormData,
      }),
    );
    expect(answer.resultCode).toBe(0);
    const pinOrders = form?.get('pinOrders');
    expect(pinOrders).toBeInstanceOf(Blob);
    expect((pinOrders as Blob).type).toBe('application/json');
    expect(JSON.parse(await (pinOrders as Blob).text())).toEqual([
      { productCode: 'AUD-MOBILE-20', qty: 100, comment: 'Weekend stock' },
    ]);
    expect((form?.get('files') as File).name).toBe('order.csv');
  });

  it('sends text fields as fields, each attachment as its own part, and leaves out absent fields', () => {
    const form = toFormData({
      email: 'owner@r00001.example.com',
      subject: 'Cannot sign in',
      content: 'Locked',
      transId: undefined,
      files: [new File(['1'], 'a.txt'), new File(['2'], 'b.txt')],
    });
    expect(form.get('email')).toBe('owner@r00001.example.com');
    expect(form.has('transId')).toBe(false);
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.txt', 'b.txt']);
  });
});

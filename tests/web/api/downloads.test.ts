// Binary downloads: the file with its name, or the ApiResult when the server refuses.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { blobFromBase64, fileNameFrom } from '../../../src/shared/api';
import { server, testClient, url, useMswServer } from './msw-server';

useMswServer();

const download = (api: ReturnType<typeof testClient>, documentId: number) =>
  api.download(
    api.client.GET('/api/v1/download-document', {
      params: { query: { documentId } },
      parseAs: 'blob',
    }),
  );

describe('downloads', () => {
  it('gives the file and its name', async () => {
    server.use(
      http.get(url('/api/v1/download-document'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('documentId')).toBe('12');
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': 'attachment; filename="price-list.pdf"',
          },
        });
      }),
    );
    const outcome = await download(testClient(), 12);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.fileName).toBe('price-list.pdf');
      expect(new Uint8Array(await outcome.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    }
  });

  it('gives the ApiResult of a refusal', async () => {
    server.use(
      http.get(url('/api/v1/download-document'), () =>
        HttpResponse.json(
          { resultCode: 1004, resultDescription: 'Document not found.' },
          { status: 400 },
        ),
      ),
    );
    expect(await download(testClient(), 99)).toEqual({
      ok: false,
      result: { resultCode: 1004, resultDescription: 'Document not found.' },
    });
  });

  it('treats a 200 JSON body with a non-zero resultCode as a refusal', async () => {
    server.use(
      http.get(url('/api/v1/download-document'), () =>
        HttpResponse.json({ resultCode: 1003, resultDescription: 'Permission denied' }),
      ),
    );
    const outcome = await download(testClient(), 5);
    expect(outcome).toEqual({
      ok: false,
      result: { resultCode: 1003, resultDescription: 'Permission denied' },
    });
  });

  it('gives 999 when the download fails on the network', async () => {
    server.use(http.get(url('/api/v1/download-document'), () => HttpResponse.error()));
    const outcome = await download(testClient(), 5);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.result.resultCode).toBe(999);
  });

  it('reads file names and base64 files', async () => {
    expect(fileNameFrom("attachment; filename*=UTF-8''Report%20N%C2%BA1.xlsx")).toBe(
      'Report Nº1.xlsx',
    );
    expect(fileNameFrom('attachment; filename=orders.txt')).toBe('orders.txt');
    expect(fileNameFrom(null)).toBeNull();
    expect(await blobFromBase64('aGk=').text()).toBe('hi');
  });
});

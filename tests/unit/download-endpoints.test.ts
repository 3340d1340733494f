// A download endpoint (src/shared/api/saved-files.ts): the mutation's call has the browser save the
// file under its Content-Disposition name, or the fallback, and the store keeps only that name (a
// Blob is not serialisable and never reaches it); a refusal is the mutation's error.
import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { performanceApi } from '../../src/features/performance/api';
import { settlementApi } from '../../src/features/settlement/api';
import { portalApi, type PortalExtra } from '../../src/shared/api';
import { server, testClient, url, useMswServer } from '../web/api/msw-server';

useMswServer();

const FILE = 'Settlement_MD0001_2026-11-23.csv';

function apiStore() {
  const extra: PortalExtra = { apiClient: testClient({ getThemeMode: () => 'Light' }) };
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    // The default checks stay on: a Blob in an action or the state would be reported.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(portalApi.middleware),
  });
}

/** The links the download clicked (the browser's save), by the name each saves. */
let saved: { download: string; href: string }[];

beforeEach(() => {
  saved = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const link = { download: '', href: '', click: () => saved.push({ download: link.download, href: link.href }) };
      return link;
    },
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal.test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a download endpoint', () => {
  it('saves the file under its Content-Disposition name and answers only that name', async () => {
    server.use(
      http.get(url('/api/v1/download-settlement-earnings-report'), () =>
        new HttpResponse('agent,week\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="week-47.csv"' },
        }),
      ),
    );
    const store = apiStore();
    const outcome = await store.dispatch(settlementApi.endpoints.downloadSettlementFile.initiate(FILE));
    expect(outcome).toEqual({ data: 'week-47.csv' });
    expect(saved).toEqual([{ download: 'week-47.csv', href: 'blob:portal.test/1' }]);
    // The store holds the name, never the file.
    const mutations = Object.values(store.getState().portalApi.mutations);
    expect(mutations.map((m) => m?.data)).toEqual(['week-47.csv']);
  });

  it('names the file by its fallback when the answer does not', async () => {
    server.use(http.get(url('/api/v1/download-settlement-earnings-report'), () => new HttpResponse('agent,week\n', { headers: { 'Content-Type': 'text/csv' } })));
    const outcome = await apiStore().dispatch(settlementApi.endpoints.downloadSettlementFile.initiate(FILE));
    expect(outcome).toEqual({ data: FILE });
    expect(saved.map((link) => link.download)).toEqual([FILE]);
  });

  it('answers a refusal as the error and saves nothing', async () => {
    server.use(
      http.get(url('/api/v1/download-settlement-earnings-report'), () =>
        HttpResponse.json({ resultCode: 1004, resultDescription: 'File not found.' }, { status: 400 }),
      ),
    );
    const outcome = await apiStore().dispatch(settlementApi.endpoints.downloadSettlementFile.initiate(FILE));
    expect(outcome).toEqual({ error: { resultCode: 1004, resultDescription: 'File not found.' } });
    expect(saved).toEqual([]);
  });

  it('saves a file answered in base64 (the performance spreadsheet) under the name the screen gives', async () => {
    server.use(http.post(url('/api/v1/export-merchant-performance'), () => HttpResponse.json({ resultCode: 0, resultDescription: 'Success', file: 'aGk=' })));
    const fileName = 'Performance_Report_MD0001_20261128_094600.xlsx';
    const outcome = await apiStore().dispatch(performanceApi.endpoints.exportPerformanceReport.initiate({ year: 2026, includeSubAgents: 'N', fileName }));
    expect(outcome).toEqual({ data: fileName });
    expect(saved.map((link) => link.download)).toEqual([fileName]);
  });
});

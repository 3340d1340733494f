// Pact (messages): what the web client consumes on the live channel (docs/live-channel.md): the
// forced-logout notice on /topic/force-logout/{login}, and the session-invalid ERROR frame the
// server sends when a session re-check fails (here: the password was changed in another
// session), the dashboard's last ten pushed after a sale in the user's scope (the dashboards
// watch the kind dashboard, src/features/dashboard/useLastTransactions.ts), and the answers to the
// report screen's requests (src/features/reports: a page of the report, the rows to print, and the
// refusals of a report and an export that end in the future). Each frame is delivered by a
// stand-in STOMP server (live-channel-peer.ts) to the REAL client (src/shared/live
// createLiveChannel), whose handlers must turn it into what the shell acts on
// (src/app/liveSession.ts: onForcedLogout signs out with the text, onSessionInvalid ends the
// session). The provider side produces each frame from the real server:
// contracts/provider/verify.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { DASHBOARD_FILTER } from '../../src/features/dashboard/dashboardFilters';
import { createLiveChannel, type LiveChannel } from '../../src/shared/live/live-channel';
import { nodeWebSocket } from '../../tests/server/live/support/node-websocket';
import type { LiveKind } from '../../src/shared/live/destinations';
import { startMessagePeer, type MessagePeer, type PeerFrame } from './live-channel-peer';
import { createLivePact, tokens } from './support/pact';
import { EMPTY_REPORT_CSV, reportEndingTomorrow, reportOfNoReference, todaysReport } from './support/report-filters';
import type { LiveFile } from '../../src/shared/live/live-channel';

const { eachLike, integer, number, regex, string } = MatchersV3;
const SOLD_TODAY = 'MD0001 admin is signed in and R00001 sold vouchers today';

/** A transaction row as the report and print kinds answer it: what every row of a report has,
 * whatever its type (openapi/portal.yaml Transaction). A report holds payouts and redemptions
 * besides sales, and `voucherSerial` is `[string, null]` there (a payout has none): Pact has no
 * "string or null" matcher, so the row's shape leaves it out rather than promise a string. */
const reportRow = {
  refId: regex(/^\d+$/, '100000000042'),
  date: regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '2026-11-24 10:15:00'),
  txType: regex(/^(SALE|REFUND|REDEEM|PAYOUT)$/, 'SALE'),
  status: regex(/^(SUCCESS|FAILED|PENDING|REVERSED|REFUNDED)$/, 'SUCCESS'),
  agentCode: 'R00001',
  product: string('Flex Voucher AUD 10'),
  currencyCode: 'AUD',
  value: number(10),
  buyValue: number(9.5),
};
const reportPage = {
  resultCode: 0,
  resultDescription: string('Success'),
  data: eachLike(reportRow),
  totalRecord: integer(3),
  maxTransactionCount: null,
  exportSize: integer(3),
};

const LOGGED_IN_ELSEWHERE = 'Your account has been logged in from another location.';
const SESSION_EXPIRED = 'Your session has expired, please login again.';

let peer: MessagePeer | undefined;
let live: LiveChannel | undefined;

afterEach(async () => {
  await live?.disconnect();
  await peer?.close();
  live = undefined;
  peer = undefined;
});

/** The metadata of a reified pact message, as text. */
function metadataText(message: { metadata: Record<string, unknown> }, name: string): string {
  const value: unknown = message.metadata[name];
  if (typeof value !== 'string') throw new Error(`the pact message has no ${name} metadata`);
  return value;
}

/** Hands the frame to the real client signed in as `login`; returns its callbacks. */
async function deliverToClient(frame: PeerFrame, login: string, token: string) {
  peer = await startMessagePeer(frame);
  const events = { onForcedLogout: vi.fn(), onSessionInvalid: vi.fn(), onNetworkError: vi.fn() };
  live = createLiveChannel({
    url: peer.url,
    login,
    token,
    reconnectDelay: 1000,
    webSocketFactory: nodeWebSocket,
    ...events,
  });
  return events;
}

/** Answers the kind's request the client makes with the pact's message; resolves with what the
 * client's request() resolved with, and the filter it sent. */
async function requestOfClient(kind: LiveKind, filter: unknown, message: { contents: { content: unknown }; metadata: Record<string, unknown> }) {
  await deliverToClient(
    {
      command: 'MESSAGE',
      destination: metadataText(message, 'destination'),
      headers: { 'content-type': metadataText(message, 'content-type') },
      body: JSON.stringify(message.contents.content),
      inReplyTo: `/app/transaction/admin/${kind}`,
    },
    'admin',
    tokens.demoAdmin,
  );
  const answer = await live?.request(kind, filter);
  return { answer, sent: JSON.parse(peer?.requests.at(-1)?.body ?? 'null') as unknown };
}

/** After its ending, the channel has stopped: nothing more is asked over it. */
async function expectStopped(channel: LiveChannel | undefined): Promise<void> {
  await expect(channel?.request('dashboard', {})).rejects.toMatchObject({ failure: 'closed' });
}

describe('live-channel messages', () => {
  it('signs the user out with the server text when the forced-logout notice arrives', async () => {
    await createLivePact()
      .addAsynchronousInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .expectsToReceive(
        'a forced-logout notice on the topic of MD0001 admin, who signed in from another location',
        (message) =>
          message
            .withJSONContent({
              messageKey: 'FORCE.LOGOUT.MESSAGE',
              message: string(LOGGED_IN_ELSEWHERE),
              resultCode: 4002,
            })
            .withMetadata({
              destination: '/topic/force-logout/admin',
              'content-type': 'application/json',
            }),
      )
      .executeTest(async (message) => {
        const events = await deliverToClient(
          {
            command: 'MESSAGE',
            destination: metadataText(message, 'destination'),
            headers: { 'content-type': metadataText(message, 'content-type') },
            body: JSON.stringify(message.contents.content),
          },
          'admin',
          tokens.demoAdmin,
        );
        await vi.waitFor(() => expect(events.onForcedLogout).toHaveBeenCalledTimes(1), {
          timeout: 5000,
        });
        expect(events.onForcedLogout).toHaveBeenCalledWith({
          messageKey: 'FORCE.LOGOUT.MESSAGE',
          message: LOGGED_IN_ELSEWHERE,
          resultCode: 4002,
        });
        expect(peer?.subscriptions).toEqual(['/topic/force-logout/admin']);
        await expectStopped(live);
        expect(events.onSessionInvalid).not.toHaveBeenCalled();
        expect(events.onNetworkError).not.toHaveBeenCalled();
      });
  });

  it('ends the session with 4003 when the server refuses it after a password change elsewhere', async () => {
    await createLivePact()
      .addAsynchronousInteraction()
      .given('the demo company exists and MD0001 viewer is signed in')
      .expectsToReceive(
        'a session-invalid ERROR frame for MD0001 viewer, whose password was changed in another session',
        (message) =>
          message
            .withJSONContent({ resultCode: 4003, resultDescription: string(SESSION_EXPIRED) })
            .withMetadata({
              'stomp-command': 'ERROR',
              message: 'Session invalid',
              'content-type': 'application/json',
            }),
      )
      .executeTest(async (message) => {
        expect(metadataText(message, 'stomp-command')).toBe('ERROR');
        const events = await deliverToClient(
          {
            command: 'ERROR',
            headers: {
              message: metadataText(message, 'message'),
              'content-type': metadataText(message, 'content-type'),
            },
            body: JSON.stringify(message.contents.content),
          },
          'viewer',
          tokens.demoViewer,
        );
        await vi.waitFor(() => expect(events.onSessionInvalid).toHaveBeenCalledTimes(1), {
          timeout: 5000,
        });
        expect(events.onSessionInvalid).toHaveBeenCalledWith({
          resultCode: 4003,
          resultDescription: SESSION_EXPIRED,
        });
        await expectStopped(live);
        expect(events.onForcedLogout).not.toHaveBeenCalled();
        expect(events.onNetworkError).not.toHaveBeenCalled();
      });
  });

  it("hands the dashboard's watch the last ten the server pushes after a sale in the user's scope", async () => {
    await createLivePact()
      .addAsynchronousInteraction()
      .given('MD0001 admin is signed in and R00001 sold vouchers today')
      .expectsToReceive('the last ten transactions pushed to the dashboard of MD0001 admin after a sale by R00001', (message) =>
        message
          .withJSONContent({
            resultCode: 0,
            resultDescription: string('Success'),
            data: eachLike({
              refId: regex(/^\d+$/, '100000000042'),
              date: regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '2026-11-24 10:15:00'),
              txType: 'SALE',
              status: regex(/^(SUCCESS|FAILED|PENDING|REVERSED|REFUNDED)$/, 'SUCCESS'),
              agentCode: 'R00001',
              product: string('Flex Voucher AUD 10'),
              currencyCode: 'AUD',
              value: number(10),
            }),
          })
          .withMetadata({ destination: '/transactions/admin/dashboard', 'content-type': 'application/json' }),
      )
      .executeTest(async (message) => {
        await deliverToClient(
          {
            command: 'MESSAGE',
            destination: metadataText(message, 'destination'),
            headers: { 'content-type': metadataText(message, 'content-type') },
            body: JSON.stringify(message.contents.content),
          },
          'admin',
          tokens.demoAdmin,
        );
        const onAnswer = vi.fn();
        live?.watch('dashboard', DASHBOARD_FILTER, { onAnswer });
        await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1), { timeout: 5000 });
        expect(onAnswer).toHaveBeenCalledWith(message.contents.content);
        expect(peer?.subscriptions).toContain('/transactions/admin/dashboard');
      });
  });

  it('answers a page of today\'s report of MD0001 admin, sales of R00001 among them', async () => {
    await createLivePact()
      .addAsynchronousInteraction()
      .given(SOLD_TODAY)
      .expectsToReceive("the first page of today's transaction report of MD0001 admin", (message) =>
        message.withJSONContent(reportPage).withMetadata({ destination: '/transactions/admin/report', 'content-type': 'application/json' }),
      )
      .executeTest(async (message) => {
        const filter = todaysReport();
        const { answer, sent } = await requestOfClient('report', filter, message);
        expect(answer).toEqual(message.contents.content);
        expect(sent).toEqual(filter);
      });
  });

  it('answers the rows to print of today\'s report of MD0001 admin', async () => {
    await createLivePact()
      .addAsynchronousInteraction()
      .given(SOLD_TODAY)
      .expectsToReceive("the rows to print of today's transaction report of MD0001 admin", (message) =>
        message.withJSONContent(reportPage).withMetadata({ destination: '/transactions/admin/print', 'content-type': 'application/json' }),
      )
      .executeTest(async (message) => {
        const { answer } = await requestOfClient('print', todaysReport(), message);
        expect(answer).toEqual(message.contents.content);
      });
  });

  it.each([
    ['report', 'the refusal of a transaction report of MD0001 admin that ends tomorrow'],
    ['exportCSV', 'the refusal of a CSV export of MD0001 admin that ends tomorrow'],
  ] as const)('refuses a %s request that ends in the future, in words for the merchant (1001), not with a file', async (kind, description) => {
    await createLivePact()
      .addAsynchronousInteraction()
      .given(SOLD_TODAY)
      .expectsToReceive(description, (message) =>
        message
          .withJSONContent({ resultCode: 1001, resultDescription: string('The end date cannot be in the future.') })
          .withMetadata({ destination: `/transactions/admin/${kind}`, 'content-type': 'application/json' }),
      )
      .executeTest(async (message) => {
        const { answer } = await requestOfClient(kind, reportEndingTomorrow(), message);
        expect(answer).toEqual(message.contents.content);
      });
  });

  it('answers a CSV export as a file: base64 on the frame, its type, the header line in the language asked', async () => {
    await createLivePact()
      .addAsynchronousInteraction()
      .given(SOLD_TODAY)
      .expectsToReceive('the CSV export of a report of MD0001 admin that finds nothing', (message) =>
        message
          // The pact holds the file's bytes (compared byte for byte: Pact mishandles the length of
          // non-ASCII text bodies); the frame's content-type travels as metadata of its own.
          .withContent('application/octet-stream', Buffer.from(EMPTY_REPORT_CSV, 'utf8'))
          .withMetadata({ destination: '/transactions/admin/exportCSV', 'frame-content-type': 'text/csv; charset=utf-8', 'content-transfer-encoding': 'base64' }),
      )
      .executeTest(async (message) => {
        await deliverToClient(
          {
            command: 'MESSAGE',
            destination: metadataText(message, 'destination'),
            headers: { 'content-type': metadataText(message, 'frame-content-type'), 'content-transfer-encoding': metadataText(message, 'content-transfer-encoding') },
            body: Buffer.from(EMPTY_REPORT_CSV, 'utf8').toString('base64'),
            inReplyTo: '/app/transaction/admin/exportCSV',
          },
          'admin',
          tokens.demoAdmin,
        );
        const file = (await live?.request('exportCSV', reportOfNoReference())) as LiveFile;
        expect(file.contentType).toBe('text/csv; charset=utf-8');
        expect(Buffer.from(file.data).toString('utf8')).toBe(EMPTY_REPORT_CSV);
      });
  });
});

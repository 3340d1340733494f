// The live channel's messages as Pact's message verification asks them over HTTP (the
// "message pact over HTTP" of the standard verifier: POST { description, providerStates } to the
// provider, the message as the answer's body, its metadata base64 JSON in Pact-Message-Metadata).
// contracts/provider/provider-server.ts serves them at POST /_pact/messages, in test mode only.
// Each frame the web client expects (contracts/pacts/*-merchant-portal-live.json) is produced by
// the REAL server through what causes it in production, and caught by a real STOMP client on /ws
// connected with the session the interaction's provider state made:
// - the forced-logout notice: subscribed to its topic, the same user signs in again over HTTP;
// - the session-invalid ERROR: the user changes the password over HTTP in a second session
//   (MD0001 viewer's password is changed, then changed back to the demo password);
// - the dashboard push: the admin asks its last ten over the channel, then R00001's terminal
//   sells through POST /api/v1/terminal/sale and the pushed MESSAGE (no request-id) is caught;
// - the report's answers: the admin asks the report, print or exportCSV kind with the filter the
//   consumer sent (contracts/consumer/support/report-filters.ts) and the answer is caught.
import type { Client, IFrame, IMessage } from '@stomp/stompjs';
import { randomUUID } from 'node:crypto';
import { demoTerminalKey } from '../../server/demo/structure';
import { DASHBOARD_FILTER } from '../../src/features/dashboard/dashboardFilters';
import { liveDestinations } from '../../server/live/destinations';
import { watchedClient, type WatchedClient } from '../../tests/server/live/support/stomp-client';
import { demoPassword, tokens } from '../parties';
import {
  reportEndingTomorrow,
  reportOfNoReference,
  todaysReport,
} from '../consumer/support/report-filters';
import type { LiveKind } from '../../src/shared/live/destinations';
import type { StateContext } from './states/index';

/** Within pact-verifier's default --request-timeout (5 s): a producer that fails answers the
 * verifier with why, instead of the verifier giving up with "error sending request". */
const FRAME_WAIT_MS = 4_000;

/** The provider state a second session of MD0001 viewer comes from (not named by the pact). */
export const SECOND_VIEWER_SESSION = 'MD0001 viewer is signed in a second time';

/** A message as the verifier compares it: its body and its metadata. */
export interface ProducedMessage {
  metadata: Record<string, string>;
  /** JSON, or the bytes of a binary message (metadata.contentType names their type). */
  body: unknown;
}

function sameAs(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected)
    throw new Error(`${what}: ${String(actual)}, expected ${String(expected)}`);
}

function succeeded(answer: unknown, what: string): void {
  if ((answer as { resultCode?: unknown } | null)?.resultCode !== 0)
    throw new Error(`${what} failed: ${JSON.stringify(answer)}`);
}

/** The message producers of the provider at `baseUrl()`, by the pact's message description.
 * `context` holds the sessions the provider states made; `setUp` sets up a further state. */
export function messageProducers(
  baseUrl: () => string,
  context: StateContext,
  setUp: (state: string) => Promise<unknown>,
): Record<string, () => Promise<ProducedMessage>> {
  const tokenFor = context.tokenFor;

  /** Rejects, naming what was awaited, if the frame does not come in time. */
  function inTime<T>(frame: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no ${what} within ${FRAME_WAIT_MS} ms`)),
        FRAME_WAIT_MS,
      );
    });
    return Promise.race([frame, late]).finally(() => clearTimeout(timer));
  }

  /** Subscribes with a receipt; resolves once the server has recorded the subscription, with the
   * first MESSAGE on the destination still to come (wrapped: a promise resolved with a promise
   * would wait for it). */
  function subscribed(client: Client, destination: string): Promise<{ next: Promise<IMessage> }> {
    return new Promise((ready) => {
      const next = new Promise<IMessage>((resolve) => {
        client.watchForReceipt('subscribed', () =>
          ready({ next: inTime(next, `MESSAGE on ${destination}`) }),
        );
        client.subscribe(destination, resolve, { receipt: 'subscribed' });
      });
    });
  }

  /** The demo user the state signed in under `placeholder`, connected to the live channel. */
  async function connectedAs(login: string, placeholder: string): Promise<WatchedClient> {
    const token = tokenFor.get(placeholder);
    if (!token) throw new Error(`the state did not sign ${login} in`);
    const client = watchedClient(`${baseUrl().replace(/^http/, 'ws')}/ws`, login, token);
    await client.connected;
    return client;
  }

  async function callApi(
    method: string,
    path: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const answer = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return answer.json();
  }

  /** A frame as the verifier compares it: the JSON body and the named headers as metadata. */
  function asPactMessage(frame: IFrame, metadata: Record<string, string>): ProducedMessage {
    return { metadata, body: JSON.parse(frame.body) as unknown };
  }

  /** The admin's answer to a request of the kind with the filter, as the verifier compares it. */
  async function answerToAdmin(kind: LiveKind, filter: unknown): Promise<ProducedMessage> {
    const admin = await connectedAs('admin', tokens.demoAdmin);
    try {
      const destination = liveDestinations.answer('admin', kind);
      const answered = inTime(admin.nextMessage(destination, FRAME_WAIT_MS), `the ${kind} answer`);
      admin.client.publish({
        destination: liveDestinations.request('admin', kind),
        body: JSON.stringify(filter),
        headers: { 'request-id': 'asked' },
      });
      const message = await answered;
      sameAs(message.headers['request-id'], 'asked', 'the request-id of the answer');
      const metadata = {
        destination: message.headers.destination ?? '',
        'content-type': message.headers['content-type'] ?? '',
      };
      // A file travels base64 on the frame; the pact holds its bytes, the frame's type apart.
      const encoding = message.headers['content-transfer-encoding'];
      if (encoding) {
        return {
          metadata: {
            destination: metadata.destination,
            'frame-content-type': metadata['content-type'],
            'content-transfer-encoding': encoding,
            contentType: 'application/octet-stream',
          },
          body: Buffer.from(message.body, 'base64'),
        };
      }
      return asPactMessage(message, metadata);
    } finally {
      await admin.stop();
    }
  }

  return {
    "the first page of today's transaction report of MD0001 admin": () =>
      answerToAdmin('report', todaysReport()),
    'the refusal of a transaction report of MD0001 admin that ends tomorrow': () =>
      answerToAdmin('report', reportEndingTomorrow()),
    "the rows to print of today's transaction report of MD0001 admin": () =>
      answerToAdmin('print', todaysReport()),
    'the refusal of a CSV export of MD0001 admin that ends tomorrow': () =>
      answerToAdmin('exportCSV', reportEndingTomorrow()),
    'the CSV export of a report of MD0001 admin that finds nothing': () =>
      answerToAdmin('exportCSV', reportOfNoReference()),

    'a forced-logout notice on the topic of MD0001 admin, who signed in from another location':
      async () => {
        const admin = await connectedAs('admin', tokens.demoAdmin);
        try {
          const notice = await subscribed(admin.client, liveDestinations.forceLogout('admin'));
          const signIn = { merchantId: 'MD0001', username: 'admin', password: demoPassword };
          succeeded(await callApi('POST', '/api/auth/login', signIn), 'the second sign-in');
          const message = await notice.next;
          return asPactMessage(message, {
            destination: message.headers.destination ?? '',
            'content-type': message.headers['content-type'] ?? '',
          });
        } finally {
          await admin.stop();
        }
      },

    'the last ten transactions pushed to the dashboard of MD0001 admin after a sale by R00001':
      async () => {
        const admin = await connectedAs('admin', tokens.demoAdmin);
        try {
          const destination = liveDestinations.answer('admin', 'dashboard');
          const answered = inTime(
            admin.nextMessage(destination, FRAME_WAIT_MS),
            'the dashboard answer',
          );
          admin.client.publish({
            destination: liveDestinations.request('admin', 'dashboard'),
            body: JSON.stringify(DASHBOARD_FILTER),
            headers: { 'request-id': 'asked' },
          });
          sameAs((await answered).headers['request-id'], 'asked', 'the request-id of the answer');
          const pushed = admin.nextMessage(destination, FRAME_WAIT_MS);
          const sale = await callApi(
            'POST',
            '/api/v1/terminal/sale',
            { productCode: 'AUD10' },
            undefined,
            {
              'x-terminal-key': demoTerminalKey('R00001-T1'),
              'idempotency-key': randomUUID(),
            },
          );
          succeeded(sale, 'the terminal sale');
          const message = await pushed;
          sameAs(message.headers['request-id'], undefined, 'the request-id of a push');
          return asPactMessage(message, {
            destination: message.headers.destination ?? '',
            'content-type': message.headers['content-type'] ?? '',
          });
        } finally {
          await admin.stop();
        }
      },

    'a session-invalid ERROR frame for MD0001 viewer, whose password was changed in another session':
      async () => {
        const viewer = await connectedAs('viewer', tokens.demoViewer);
        try {
          // A second session of the same user, which the provider makes for this (docs/contracts.md).
          await setUp(SECOND_VIEWER_SESSION);
          const otherSession = tokenFor.get(tokens.demoViewerSecond);
          if (!otherSession)
            throw new Error(`the state '${SECOND_VIEWER_SESSION}' gave no session`);
          const change = {
            oldPassword: demoPassword,
            newPassword: 'Viewer#2027',
            confirmNewPassword: 'Viewer#2027',
          };
          succeeded(
            await callApi('PUT', '/api/v1/change-password', change, otherSession),
            'the password change',
          );
          const error = await inTime(viewer.error, 'ERROR frame');
          // Back to the demo password, which the states and a next run rely on.
          const back = {
            oldPassword: 'Viewer#2027',
            newPassword: demoPassword,
            confirmNewPassword: demoPassword,
          };
          succeeded(
            await callApi('PUT', '/api/v1/change-password', back, otherSession),
            'the password change back',
          );
          return asPactMessage(error, {
            'stomp-command': error.command,
            message: error.headers.message ?? '',
            'content-type': error.headers['content-type'] ?? '',
          });
        } finally {
          await viewer.stop();
        }
      },
  };
}

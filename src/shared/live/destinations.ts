// The live channel's destinations as the client uses them (docs/live-channel.md; the server's
// twin is server/live/destinations.ts): a request per kind, its answers, the forced-logout topic.

/** The request kinds of spec 2 section 7. */
export type LiveKind = 'dashboard' | 'report' | 'exportCSV' | 'exportExcel' | 'print';

export const requestDestination = (login: string, kind: LiveKind): string => `/app/transaction/${login}/${kind}`;

export const answerDestination = (login: string, kind: LiveKind): string => `/transactions/${login}/${kind}`;

export const forceLogoutDestination = (login: string): string => `/topic/force-logout/${login}`;

/** The header that pairs an answer with its request; the server copies it onto the MESSAGE. */
export const REQUEST_ID_HEADER = 'request-id';

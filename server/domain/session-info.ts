// The actor of a signed-in call: who the session belongs to, its agent and ACLs, and who acts as
// it while support staff impersonate. Services take it as plain data (never the HTTP request).

/** The signed-in user behind a bearer token (null on public operations). */
export interface SessionInfo {
  sessionId: string;
  userId: number;
  agentId: number;
  login: string;
  acls: ReadonlySet<string>;
  /** Set while support staff act as this user. */
  impersonatorUserId: number | null;
  /** The user's email state, read with the session (the email gate needs no second query). */
  email: string | null;
  emailConfirmed: boolean;
}

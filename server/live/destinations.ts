// The destinations of the live channel (docs/live-channel.md) and what a destination means for
// the signed-in login; anything that is not one of that login's destinations is refused.

export const liveDestinations = {
  /** Where the client SENDs a request of one kind; the body is the filter JSON. */
  request: (login: string, kind: string): string => `/app/transaction/${login}/${kind}`,
  /** Where the client SUBSCRIBEs for the answers of one kind. */
  answer: (login: string, kind: string): string => `/transactions/${login}/${kind}`,
  /** Where the client SUBSCRIBEs for the forced-logout notice of its login. */
  forceLogout: (login: string): string => `/topic/force-logout/${login}`,
};

export type DestinationMeaning =
  | { type: 'request'; kind: string }
  | { type: 'answer'; kind: string }
  | { type: 'force-logout' };

const kindPattern = /^[A-Za-z][A-Za-z0-9]*$/;

function kindAfter(destination: string, prefix: string): string | null {
  if (!destination.startsWith(prefix)) return null;
  const kind = destination.slice(prefix.length);
  return kindPattern.test(kind) ? kind : null;
}

/** The meaning of a destination for this login, or null when the login may not use it. */
export function readDestination(destination: string, login: string): DestinationMeaning | null {
  if (destination === liveDestinations.forceLogout(login)) return { type: 'force-logout' };
  const requested = kindAfter(destination, liveDestinations.request(login, ''));
  if (requested) return { type: 'request', kind: requested };
  const answered = kindAfter(destination, liveDestinations.answer(login, ''));
  if (answered) return { type: 'answer', kind: answered };
  return null;
}

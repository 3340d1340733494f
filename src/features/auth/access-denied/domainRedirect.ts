// Where a merchant served on another domain is sent (spec 1 sections 4 and 8, 10238): that
// domain's sign-in page, carrying the login token that signs in there. The scheme, and the port
// when the domain names none, are the current page's.

/** Seconds the Access Denied modal counts down before redirecting (spec 1 section 9; decided). */
export const ACCESS_DENIED_REDIRECT_SECONDS = 10;

type Here = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/** True when the answer's domain is set and is not the host this page is served on. */
export function isOtherDomain(redirectDomain: string | null | undefined, here: Here = window.location): redirectDomain is string {
  if (!redirectDomain) return false;
  const host = redirectDomain.split(':')[0]?.toLowerCase();
  return host !== here.hostname.toLowerCase();
}

/** The other domain's sign-in URL, with the login token when there is one. */
export function domainSignInUrl(redirectDomain: string, loginToken: string | null | undefined, here: Here = window.location): string {
  const host = redirectDomain.includes(':') || !here.port ? redirectDomain : `${redirectDomain}:${here.port}`;
  const url = new URL(`${here.protocol}//${host}/auth/login`);
  if (loginToken) url.searchParams.set('loginToken', loginToken);
  return url.toString();
}

/** Leaves the portal for the other domain (a full page load). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

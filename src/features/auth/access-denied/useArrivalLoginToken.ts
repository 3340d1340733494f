// The sign-in page reached with ?loginToken= (spec 1 section 2.3: "the login token may come from
// the loginToken query parameter"), as the Access Denied redirect of another domain sends it:
// the token is taken off the address once and handed to the page, which signs in with it.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const LOGIN_TOKEN_PARAM = 'loginToken';

export function useArrivalLoginToken(onToken: (loginToken: string) => void): void {
  const [params, setParams] = useSearchParams();
  const token = params.get(LOGIN_TOKEN_PARAM);
  const handled = useRef(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    if (!token || handled.current) return;
    handled.current = true;
    // Single use: a reload must not send it again.
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(LOGIN_TOKEN_PARAM);
      return next;
    }, { replace: true });
    onTokenRef.current(token);
  }, [token, setParams]);
}

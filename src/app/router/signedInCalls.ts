// The calls every signed-in page makes first: the user (RequireUser waits for it), and the
// shell's agent info, settings and API version. A first visit with a stored token starts them
// together as soon as the signed-in chunk is in (src/main.tsx, preloadSignedInPage), instead of
// each once the component that needs it has mounted: the user after the guard's first render,
// the shell's calls only after the user came, one round trip after another on a phone's
// connection. The components then find each answer in the cache, or the call under way.
import { authApi } from '../../features/auth/api';
import { signInApi } from '../../features/auth/signInApi';
import { shellDataApi } from '../../features/shell-data';
import type { PrefetchDispatch } from '../../shared/api';
import { agentReadsApi } from '../../shared/api/agent-reads';

export function prefetchSignedInCalls(dispatch: PrefetchDispatch): void {
  dispatch(authApi.util.prefetch('getProfile', undefined, {}));
  dispatch(shellDataApi.util.prefetch('getAgentUserInfo', undefined, {}));
  dispatch(agentReadsApi.util.prefetch('getSettings', undefined, {}));
  dispatch(signInApi.util.prefetch('getApiVersion', undefined, {}));
}

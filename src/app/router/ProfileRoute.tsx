// /profile: My Profile with what it needs from the app: the signed-in user, a reload of that
// user after a save (the top bar's name and the email gate follow it), and the sign-out with the
// stored message after a password change.
import type { User } from '../../features/auth';
import { authApi } from '../../features/auth/api';
import { lazyComponent, loader } from '../../shared/lazy/lazyComponent';
import { useAppDispatch } from '../hooks';
import { useEndSession } from '../sessionEnd';

/** The profile feature's chunk (My Profile, and the authenticator page, pageScreens.tsx). */
export const loadProfile = loader(() => import('../../features/profile/screens'));
const MyProfileScreen = lazyComponent(loadProfile, (m) => m.MyProfileScreen);

export function ProfileRoute({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  const reloadUser = () => void dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
  return <MyProfileScreen profile={user} login={user.login} onProfileSaved={reloadUser} onPasswordChanged={endSession} />;
}

// /profile: My Profile with what it needs from the app: the signed-in user, a reload of that
// user after a save (the top bar's name and the email gate follow it), and the sign-out with the
// stored message after a password change.
import { lazy } from 'react';
import type { User } from '../../features/auth';
import { authApi } from '../../features/auth/api';
import { useAppDispatch } from '../hooks';
import { useEndSession } from '../sessionEnd';

/** The profile feature's chunk (My Profile, and the authenticator page, pageScreens.tsx). */
export const loadProfile = () => import('../../features/profile/screens');
const MyProfileScreen = lazy(() => loadProfile().then((m) => ({ default: m.MyProfileScreen })));

export function ProfileRoute({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  const reloadUser = () => void dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
  return <MyProfileScreen profile={user} login={user.login} onProfileSaved={reloadUser} onPasswordChanged={endSession} />;
}

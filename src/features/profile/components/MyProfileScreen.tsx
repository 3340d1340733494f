// My Profile (spec 3): Profile Details beside Change Password and Google Authenticator; on a
// phone the cards stack.
import styled from 'styled-components';
import type { ProfileData } from '../forms/profileForm';
import { AuthenticatorCard } from './AuthenticatorCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileDetailsCard } from './ProfileDetailsCard';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export interface MyProfileScreenProps {
  profile: ProfileData;
  login: string;
  /** The profile was saved: reload the signed-in user. */
  onProfileSaved: () => void;
  /** The password was changed: sign out with this message for the sign-in page. */
  onPasswordChanged: (message: string) => void;
}

export function MyProfileScreen({ profile, login, onProfileSaved, onPasswordChanged }: MyProfileScreenProps) {
  return (
    <Layout>
      <ProfileDetailsCard profile={profile} login={login} onSaved={onProfileSaved} />
      <Column>
        <ChangePasswordCard onChanged={onPasswordChanged} />
        <AuthenticatorCard />
      </Column>
    </Layout>
  );
}

import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { RequireUser, type SignedInSession } from '@/app/session-gate';
import { Forbidden } from '@/components/status/forbidden';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { ProfileEditPage } from '@/features/profile/components/profile-edit-page';

function ProfileEdit({ session }: { session: SignedInSession }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return (
    <ProfileEditPage>
      <ProfileEditForm
        user={session.user}
        onSaved={async () => {
          // The header shows the name: read the account again before leaving.
          await mutate(currentUserKey(session.token));
          await navigate('/profile');
        }}
      />
    </ProfileEditPage>
  );
}

export default function ProfileEditRoute() {
  const { id } = useParams();
  return (
    <RequireUser>
      {(session) =>
        // Only one's own profile is editable here (DECISIONS 1).
        String(session.user.id) === id ? <ProfileEdit session={session} /> : <Forbidden />
      }
    </RequireUser>
  );
}

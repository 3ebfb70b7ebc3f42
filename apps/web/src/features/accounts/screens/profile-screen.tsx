import { ApiErrorView } from '../../../components/ui/api-error-view';
import { ErrorCard } from '../../../components/ui/error-card';
import { UserIcon } from '../../../components/ui/icons';
import { PROFILE_NOT_FOUND } from '../account-texts';
import { useProfile } from '../api/profile';
import { MessageChoices } from '../components/message-choices';
import { ProfileForm } from '../components/profile-form';
import styles from './profile-screen.module.css';

/** /profile ('My Profile'), behind RequireLogin. */
export function ProfileScreen() {
  const profile = useProfile();

  if (profile.error?.status === 404)
    return <ErrorCard icon={<UserIcon size={32} />} title={PROFILE_NOT_FOUND} back home />;
  if (profile.error) return <ApiErrorView error={profile.error} />;

  return (
    <section className={styles.page} aria-labelledby="profile-title" aria-busy={profile.isPending}>
      <div className={styles.card}>
        <h1 id="profile-title" className={styles.title}>
          My Profile
        </h1>
        {profile.data ? (
          <>
            <ProfileForm profile={profile.data} />
            <MessageChoices profile={profile.data} />
          </>
        ) : (
          <p className={styles.loading}>Loading your profile…</p>
        )}
      </div>
    </section>
  );
}

import { type ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import styles from '@/features/profile/components/profile.module.css';

/** Frame of the profile edit page. */
export function ProfileEditPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageBanner
        eyebrow="My account"
        title="Update your profile"
        intro="Keep your contact details current so we can reach you about your courses."
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.formCard}>{children}</div>
      </div>
    </>
  );
}

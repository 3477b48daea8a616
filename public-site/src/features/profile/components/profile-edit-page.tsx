import { type ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import { profileWords } from '@/content/profile-words';
import { useContent } from '@/i18n/content';
import styles from '@/features/profile/components/profile.module.css';

/** Frame of the profile edit page. */
export function ProfileEditPage({ children }: { children: ReactNode }) {
  const w = useContent(profileWords).edit;
  return (
    <>
      <PageBanner eyebrow={w.eyebrow} title={w.title} intro={w.intro} />
      <div className={`container ${styles.page}`}>
        <div className={styles.formCard}>{children}</div>
      </div>
    </>
  );
}

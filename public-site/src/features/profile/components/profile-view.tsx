import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { PageBanner } from '@/components/ui/page-banner';
import { profileWords } from '@/content/profile-words';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { formatDate } from '@/lib/format-date';
import { type ProfileUser } from '@/features/profile/types';
import styles from '@/features/profile/components/profile.module.css';

export interface ProfileViewProps {
  user: ProfileUser;
  /** The profile picture and its buttons. */
  picture: ReactNode;
  /** The wishlist's course cards. */
  favourites: ReactNode;
  /** The buyer's bookings, each with its state (issue 22). */
  courses: ReactNode;
  /** Waitlist places; the section shows only when there are some. */
  waitlist?: ReactNode;
  certificates: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The profile page (spec §2 Profile): account details, favourites, courses, certificates. */
export function ProfileView({
  user,
  picture,
  favourites,
  courses,
  waitlist,
  certificates,
}: ProfileViewProps) {
  const w = useContent(profileWords).view;
  const locale = useLocale();
  const company = user.company?.trim();
  const details: [string, ReactNode][] = [
    [w.name, user.name],
    [w.email, user.email],
    [w.phone, user.phone],
    // Issue 26 item 8: an empty company reads as a quiet note, not as a value "none".
    [w.company, company ? company : <span className={styles.notGiven}>{w.notGiven}</span>],
    [w.joinedAt, formatDate(user.created_at, locale)],
    [w.updatedAt, formatDate(user.updated_at, locale)],
  ];

  return (
    <>
      <PageBanner eyebrow={w.eyebrow} title={user.name} intro={w.intro} />
      <div className={`container ${styles.page}`}>
        <section className={styles.details} aria-labelledby="account-details-title">
          <div className={styles.detailsHead}>
            <h2 id="account-details-title" className={styles.sectionTitle}>
              {w.accountDetails}
            </h2>
            <Link to={`/update/${user.id}`} className={buttonClassName({ variant: 'secondary' })}>
              {w.update}
            </Link>
          </div>
          {picture}
          <dl className={styles.detailList}>
            {details.map(([label, value]) => (
              <div key={label} className={styles.detail}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <Section id="favourites-title" title={w.favourites}>
          {favourites}
        </Section>
        <Section id="courses-title" title={w.courses}>
          {courses}
        </Section>
        {waitlist ? (
          <Section id="waitlist-title" title={w.waitlist}>
            {waitlist}
          </Section>
        ) : null}
        <Section id="certificates-title" title={w.certificates}>
          {certificates}
        </Section>
      </div>
    </>
  );
}

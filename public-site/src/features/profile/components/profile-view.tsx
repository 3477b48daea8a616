import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { PageBanner } from '@/components/ui/page-banner';
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
  const company = user.company?.trim();
  const details: [string, ReactNode][] = [
    ['NAME', user.name],
    ['EMAIL', user.email],
    ['PHONE', user.phone],
    // Issue 26 item 8: an empty company reads as a quiet note, not as a value "none".
    ['COMPANY', company ? company : <span className={styles.notGiven}>Not given</span>],
    ['JOINED AT', formatDate(user.created_at)],
    ['UPDATED AT', formatDate(user.updated_at)],
  ];

  return (
    <>
      <PageBanner
        eyebrow="My account"
        title={user.name}
        intro="Your details, saved courses, bookings and certificates."
      />
      <div className={`container ${styles.page}`}>
        <section className={styles.details} aria-labelledby="account-details-title">
          <div className={styles.detailsHead}>
            <h2 id="account-details-title" className={styles.sectionTitle}>
              Account details
            </h2>
            <Link to={`/update/${user.id}`} className={buttonClassName({ variant: 'secondary' })}>
              Update
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

        <Section id="favourites-title" title="FAVOURITES">
          {favourites}
        </Section>
        <Section id="courses-title" title="COURSES">
          {courses}
        </Section>
        {waitlist ? (
          <Section id="waitlist-title" title="WAITLIST">
            {waitlist}
          </Section>
        ) : null}
        <Section id="certificates-title" title="CERTIFICATES">
          {certificates}
        </Section>
      </div>
    </>
  );
}

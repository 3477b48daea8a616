import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { joinWaitlist, useUpcomingSessions } from '@/features/courses/api/get-sessions';
import { loginPathFor } from '@/features/courses/lib/login-path';
import { type Viewer } from '@/features/courses/types';
import { useLanguage } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import {
  seatsLeftText,
  sessionDateLabel,
  sessionLanguageName,
  sessionTimeLabel,
} from '@/lib/session-labels';
import styles from '@/features/courses/components/course-sessions.module.css';
import { coursePageWords } from '@/content/course-page-words';
import { useContent } from '@/i18n/content';

/** "#session-12" in the address (checkout's "Full — join the waitlist") names one card. */
function targetedSession(hash: string): number | null {
  const match = /^#session-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * The course's upcoming dated sessions with seats left: BOOK NOW takes a session to checkout
 * (`?session=`), a full one offers its waitlist (issue 13 item 2). The dates stay listed whatever
 * the buyer's bookings (issue 22): a cancelled booking never hides the other dates, and a live
 * one is marked on its session.
 */
export function CourseSessions({
  courseId,
  viewer,
  purchased,
  bookedSessionId = null,
}: {
  courseId: number;
  viewer: Viewer;
  purchased: boolean | undefined;
  bookedSessionId?: number | null;
}) {
  const { data: sessions, mutate } = useUpcomingSessions(courseId);
  const [joined, setJoined] = useState<Record<number, string>>({});
  const { hash } = useLocation();
  const targeted = targetedSession(hash);
  const loaded = Boolean(sessions?.length);
  const language = useLanguage();
  const t = useContent(coursePageWords);

  // The dates arrive after the page: bring the card the address names into view once they do.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#session')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);

  if (!sessions?.length) return null;

  const join = async (sessionId: number) => {
    try {
      const place = await joinWaitlist(sessionId);
      setJoined((all) => ({
        ...all,
        [sessionId]: fill(t.sessions.waitlistPlace, { place: place.position ?? '—' }),
      }));
    } catch (error) {
      setJoined((all) => ({ ...all, [sessionId]: (error as Error).message }));
      void mutate();
    }
  };

  return (
    <section className={styles.sessions} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.title}>
        {t.sessions.title}
      </h2>
      <p className={styles.hint}>{purchased ? t.sessions.hintBooked : t.sessions.hint}</p>
      <ul className={styles.list}>
        {sessions.map((session) => {
          const checkout = `/coursespayment/${courseId}?session=${session.id}`;
          const mine = bookedSessionId === session.id;
          const classes = [styles.item, targeted === session.id ? styles.targeted : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={session.id}
              id={`session-${session.id}`}
              className={classes}
              data-testid={`session-${session.id}`}
            >
              <div className={styles.facts}>
                <strong className={styles.date}>{sessionDateLabel(session, language)}</strong>
                <span className={styles.meta}>
                  <span>{sessionTimeLabel(session, language)}</span>
                  <span>{sessionLanguageName(session.language, language.locale)}</span>
                  <span className={styles.place} dir="auto">
                    {session.location}
                  </span>
                </span>
                {mine ? (
                  <span>
                    <StatusBadge tone="success">{t.sessions.yourBooking}</StatusBadge>
                  </span>
                ) : (
                  <span className={session.full ? styles.full : styles.left}>
                    {session.full ? t.sessions.full : seatsLeftText(session.seats_left, language)}
                  </span>
                )}
              </div>
              <div className={styles.action}>
                {purchased ? null : viewer.status === 'signed-out' ? (
                  <Link
                    to={loginPathFor(session.full ? `/courses/${courseId}` : checkout)}
                    className={buttonClassName({ size: 'small' })}
                  >
                    {session.full ? t.sessions.joinWaitlist : t.coursePage.bookNow}
                  </Link>
                ) : session.full ? (
                  joined[session.id] ? (
                    <p role="status">{joined[session.id]}</p>
                  ) : (
                    <Button size="small" variant="secondary" onClick={() => void join(session.id)}>
                      {t.sessions.joinWaitlist}
                    </Button>
                  )
                ) : (
                  <Link to={checkout} className={buttonClassName({ size: 'small' })}>
                    {t.coursePage.bookNow}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

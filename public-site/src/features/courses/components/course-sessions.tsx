import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import {
  joinWaitlist,
  useAllUpcomingSessions,
  useUpcomingSessions,
} from '@/features/courses/api/get-sessions';
import { loginPathFor } from '@/features/courses/lib/login-path';
import { type Viewer } from '@/features/courses/types';
import { COMPANY_TIME_ZONE } from '@/lib/format-date';
import styles from '@/features/courses/components/course-sessions.module.css';

// Sessions are shown in the company's time zone, whatever the visitor's (issue 13).
const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const formatSessionStart = (iso: string) => WHEN.format(new Date(iso));

function seatsText(left: number) {
  return left === 1 ? '1 seat left' : `${left} seats left`;
}

/**
 * The course's upcoming dated sessions with seats left: BOOK NOW takes a session to checkout
 * (`?session=`), a full one offers its waitlist (issue 13 item 2).
 */
export function CourseSessions({
  courseId,
  viewer,
  purchased,
}: {
  courseId: number;
  viewer: Viewer;
  purchased: boolean | undefined;
}) {
  const { data: sessions, mutate } = useUpcomingSessions(courseId);
  const [joined, setJoined] = useState<Record<number, string>>({});
  if (!sessions?.length) return null;

  const join = async (sessionId: number) => {
    try {
      const place = await joinWaitlist(sessionId);
      setJoined((all) => ({
        ...all,
        [sessionId]: `You are number ${place.position ?? '—'} on the waitlist`,
      }));
    } catch (error) {
      setJoined((all) => ({ ...all, [sessionId]: (error as Error).message }));
      void mutate();
    }
  };

  return (
    <section className={styles.sessions} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.title}>
        Upcoming sessions
      </h2>
      <ul className={styles.list}>
        {sessions.map((session) => {
          const checkout = `/coursespayment/${courseId}?session=${session.id}`;
          return (
            <li key={session.id} className={styles.item} data-testid={`session-${session.id}`}>
              <div className={styles.facts}>
                <strong>{formatSessionStart(session.starts_at)}</strong>
                <span>to {DAY.format(new Date(session.ends_at))} (Cairo time)</span>
                <span>
                  {session.location} · {session.language}
                </span>
                <span className={session.full ? styles.full : styles.left}>
                  {session.full ? 'Full — join the waitlist' : seatsText(session.seats_left)}
                </span>
              </div>
              <div className={styles.action}>
                {purchased ? null : viewer.status === 'signed-out' ? (
                  <Link
                    to={loginPathFor(`/courses/${courseId}`)}
                    className={buttonClassName({ size: 'small' })}
                  >
                    {session.full ? 'Join the waitlist' : 'BOOK NOW'}
                  </Link>
                ) : session.full ? (
                  joined[session.id] ? (
                    <p role="status">{joined[session.id]}</p>
                  ) : (
                    <Button size="small" variant="secondary" onClick={() => void join(session.id)}>
                      Join the waitlist
                    </Button>
                  )
                ) : (
                  <Link to={checkout} className={buttonClassName({ size: 'small' })}>
                    BOOK NOW
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

/** On a catalogue card: the course's next session date, when it has one. */
export function NextSessionDate({ courseId }: { courseId: number }) {
  const { data } = useAllUpcomingSessions();
  const next = data?.find((session) => session.course_id === courseId);
  if (!next) return null;
  return <p className={styles.next}>Next session: {DAY.format(new Date(next.starts_at))}</p>;
}

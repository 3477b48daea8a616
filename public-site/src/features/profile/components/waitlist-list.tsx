import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { type WaitlistView } from '@/features/profile/api/get-my-sessions';
import { leaveWaitlist } from '@/features/profile/api/leave-waitlist';
import { formatMoment } from '@/features/profile/lib/booking-words';
import { sessionLabel } from '@/lib/session-labels';
import styles from '@/features/profile/components/booking-card.module.css';

function WaitlistEntry({ entry, onChanged }: { entry: WaitlistView; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = entry.status === 'offered';
  const leave = async () => {
    setBusy(true);
    try {
      await leaveWaitlist(entry.session_id);
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Please try again.');
      setBusy(false);
    }
  };
  return (
    <li
      className={`${styles.waitItem} ${offered ? styles.offered : ''}`}
      data-testid={`waitlist-${entry.session_id}`}
    >
      <div className={styles.waitText}>
        <span className={styles.waitCourse}>{entry.course.name}</span>
        <span className={styles.waitSession}>
          {sessionLabel(entry.session)} · {entry.session.location} · {entry.session.language}
        </span>
        {offered ? (
          <span className={styles.waitPlace}>
            <StatusBadge tone="warning">Seat offered</StatusBadge>{' '}
            {entry.offered_until
              ? `Seat offered until ${formatMoment(entry.offered_until)}`
              : 'A seat is offered to you'}
          </span>
        ) : (
          <span className={styles.waitPlace}>
            {entry.position
              ? `You are number ${entry.position} on the waitlist`
              : 'On the waitlist'}
          </span>
        )}
        {problem ? <span role="alert">{problem}</span> : null}
      </div>
      <div className={styles.waitActions}>
        {offered ? (
          <Link
            to={`/coursespayment/${entry.course.id}?session=${entry.session_id}`}
            className={buttonClassName({ size: 'small' })}
          >
            Book
          </Link>
        ) : null}
        <Button variant="outline" size="small" disabled={busy} onClick={() => void leave()}>
          {offered ? 'Decline' : 'Leave the waitlist'}
        </Button>
      </div>
    </li>
  );
}

/** The buyer's places on full sessions' waitlists, with the seat offered to them, if any. */
export function WaitlistList({
  entries,
  onChanged,
}: {
  entries: WaitlistView[];
  onChanged: () => void;
}) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <WaitlistEntry key={entry.session_id} entry={entry} onChanged={onChanged} />
      ))}
    </ul>
  );
}

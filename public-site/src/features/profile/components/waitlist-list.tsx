import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { profileWords } from '@/content/profile-words';
import { type WaitlistView } from '@/features/profile/api/get-my-sessions';
import { leaveWaitlist } from '@/features/profile/api/leave-waitlist';
import { courseNameOf } from '@/features/profile/components/booking-card';
import { formatMoment } from '@/features/profile/lib/booking-words';
import { useContent } from '@/i18n/content';
import { useLocale, useT } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { sessionLabel, sessionLanguageName } from '@/lib/session-labels';
import styles from '@/features/profile/components/booking-card.module.css';

function WaitlistEntry({ entry, onChanged }: { entry: WaitlistView; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = entry.status === 'offered';
  const w = useContent(profileWords).waitlist;
  const locale = useLocale();
  const dictionary = useT();
  const name = courseNameOf(entry.course, locale);
  const leave = async () => {
    setBusy(true);
    try {
      await leaveWaitlist(entry.session_id);
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : w.tryAgain);
      setBusy(false);
    }
  };
  return (
    <li
      className={`${styles.waitItem} ${offered ? styles.offered : ''}`}
      data-testid={`waitlist-${entry.session_id}`}
    >
      <div className={styles.waitText}>
        <span className={styles.waitCourse} lang={name.lang} dir={name.dir}>
          {name.text}
        </span>
        <span className={styles.waitSession}>
          {sessionLabel(entry.session, { locale, dictionary })} · {entry.session.location} ·{' '}
          {sessionLanguageName(entry.session.language, locale)}
        </span>
        {offered ? (
          <span className={styles.waitPlace}>
            <StatusBadge tone="warning">{w.seatOffered}</StatusBadge>{' '}
            {entry.offered_until
              ? fill(w.offeredUntil, { moment: formatMoment(entry.offered_until, locale) })
              : w.offeredToYou}
          </span>
        ) : (
          <span className={styles.waitPlace}>
            {entry.position ? fill(w.position, { position: entry.position }) : w.onWaitlist}
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
            {w.book}
          </Link>
        ) : null}
        <Button variant="outline" size="small" disabled={busy} onClick={() => void leave()}>
          {offered ? w.decline : w.leave}
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

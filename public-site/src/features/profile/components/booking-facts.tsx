import { Button } from '@/components/ui/button';
import { COMPANY_TIME_ZONE, formatDate } from '@/lib/format-date';
import styles from '@/features/profile/components/booking-facts.module.css';
import { ReceiptButton } from '@/features/profile/components/receipt-button';

export interface BookingFactsProps {
  reference?: string | null;
  /** The course's `time` and `location` (sessions come later). */
  time: string;
  location: string;
  bookedAt?: string;
  /** The dated session booked, when the course has sessions (issue 13). */
  session?: { starts_at: string; location: string };
  onAddToCalendar?: () => void;
}

const SESSION_START = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Under a booked course's card: the order that paid it, when and where (issue 15 item 6). */
export function BookingFacts({
  reference,
  time,
  location,
  bookedAt,
  session,
  onAddToCalendar,
}: BookingFactsProps) {
  const rows: [string, string][] = [
    ['Order', reference ?? 'Not recorded'],
    [
      'Date',
      session
        ? `${SESSION_START.format(new Date(session.starts_at))} (Cairo)`
        : time.trim() || 'To be announced',
    ],
    ['Place', (session?.location ?? location).trim() || 'To be announced'],
  ];
  if (bookedAt) rows.push(['Booked', formatDate(bookedAt)]);
  return (
    <>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {reference ? <ReceiptButton reference={reference} /> : null}
      {session && onAddToCalendar && (
        <Button size="small" variant="secondary" onClick={onAddToCalendar}>
          Add to calendar
        </Button>
      )}
    </>
  );
}

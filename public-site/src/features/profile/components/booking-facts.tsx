import { formatDate } from '@/lib/format-date';
import styles from '@/features/profile/components/booking-facts.module.css';
import { ReceiptButton } from '@/features/profile/components/receipt-button';

export interface BookingFactsProps {
  reference?: string | null;
  /** The course's `time` and `location` (sessions come later). */
  time: string;
  location: string;
  bookedAt?: string;
}

/** Under a booked course's card: the order that paid it, when and where (issue 15 item 6). */
export function BookingFacts({ reference, time, location, bookedAt }: BookingFactsProps) {
  const rows: [string, string][] = [
    ['Order', reference ?? 'Not recorded'],
    ['Date', time.trim() || 'To be announced'],
    ['Place', location.trim() || 'To be announced'],
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
    </>
  );
}

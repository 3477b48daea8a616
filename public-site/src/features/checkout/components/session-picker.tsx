import { Link } from 'react-router-dom';
import { canPick } from '@/features/checkout/lib/choose-session';
import { type SessionOption } from '@/features/checkout/types';
import { checkoutPage } from '@/content/checkout';
import { useContent } from '@/i18n/content';
import { useLanguage } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import {
  seatsLeftText,
  sessionDateLabel,
  sessionLanguageName,
  sessionTimeLabel,
} from '@/lib/session-labels';
import styles from '@/features/checkout/components/session-picker.module.css';

export interface SessionPickerProps {
  sessions: readonly SessionOption[];
  selected: number | null;
  /** The session the address asked for: it stays pickable even when it reads as full. */
  requested: number | null;
  onSelect: (sessionId: number) => void;
  /** Where a full session's waitlist is joined (the course page's session card). */
  waitlistHref: (sessionId: number) => string;
}

/**
 * The dates of the course as radio cards (issue 22): what is booked is one dated session, so
 * checkout always says which. Full sessions stay in the list, disabled, with the way to their
 * waitlist.
 */
export function SessionPicker({
  sessions,
  selected,
  requested,
  onSelect,
  waitlistHref,
}: SessionPickerProps) {
  const t = useContent(checkoutPage).picker;
  const language = useLanguage();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t.legend}</legend>
      {requested !== null && !sessions.some((session) => session.id === requested) ? (
        <p className={styles.gone} role="status">
          {t.gone}
        </p>
      ) : null}
      <p className={styles.hint}>{t.hint}</p>
      <div className={styles.options}>
        {sessions.map((session) => {
          const pickable = canPick(session, requested);
          const date = sessionDateLabel(session, language);
          const time = sessionTimeLabel(session, language);
          const taughtIn = sessionLanguageName(session.language, language.locale);
          const inputId = `session-option-${session.id}`;
          const body = (
            <span className={styles.body}>
              <span className={styles.date}>{date}</span>
              <span className={styles.meta}>
                <span>{time}</span>
                <span>{taughtIn}</span>
              </span>
              <span className={styles.place} dir="auto">
                {session.location}
              </span>
            </span>
          );
          if (!pickable) {
            return (
              <div
                key={session.id}
                className={`${styles.option} ${styles.disabled}`}
                data-testid={`session-option-${session.id}`}
              >
                <input
                  id={inputId}
                  className={styles.radio}
                  type="radio"
                  name="session"
                  value={session.id}
                  disabled
                  aria-label={fill(t.fullLabel, {
                    session: [date, time, session.location, taughtIn].join(
                      language.locale === 'ar' ? '، ' : ', ',
                    ),
                  })}
                />
                {body}
                <Link className={styles.waitlist} to={waitlistHref(session.id)}>
                  {t.full}
                </Link>
              </div>
            );
          }
          const checked = selected === session.id;
          return (
            <label
              key={session.id}
              htmlFor={inputId}
              className={`${styles.option} ${checked ? styles.checked : ''}`}
              data-testid={`session-option-${session.id}`}
            >
              <input
                id={inputId}
                className={styles.radio}
                type="radio"
                name="session"
                value={session.id}
                checked={checked}
                onChange={() => onSelect(session.id)}
              />
              {body}
              <span className={session.full ? styles.heldSeat : styles.seats}>
                {session.full ? t.held : seatsLeftText(session.seats_left, language)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** While the dates load: the same footprint, so the form does not jump. */
export function SessionPickerSkeleton() {
  const t = useContent(checkoutPage).picker;
  return (
    <div className={styles.picker} aria-busy="true">
      <p className={styles.legend}>{t.legend}</p>
      <div className={styles.options}>
        <div className={`${styles.option} ${styles.skeleton}`} />
        <div className={`${styles.option} ${styles.skeleton}`} />
      </div>
      <span className="visually-hidden" role="status">
        {t.loading}
      </span>
    </div>
  );
}

import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { ValidationErrorMessage } from 'react-admin';
import { COMPANY_TIME_ZONE } from '../../lib/format-date';

// MUI X's dayjs adapter needs both plugins to show a value in a named zone.
dayjs.extend(utc);
dayjs.extend(timezone);

export { COMPANY_TIME_ZONE };

/**
 * What a half-typed or impossible date-time leaves in the form: never sent (the validator
 * refuses it), but not mistaken for an empty field either.
 */
export const INVALID_MOMENT = 'invalid';

/** The picker's value of a form value (an ISO instant), shown in Cairo. */
export const cairoMoment = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || value === '' || value === INVALID_MOMENT) return null;
  const moment = dayjs.utc(value);
  return moment.isValid() ? moment.tz(COMPANY_TIME_ZONE) : null;
};

/** The form value of a picked moment: its ISO instant, null when cleared. */
export const momentValue = (value: Dayjs | null): string | null => {
  if (!value) return null;
  return value.isValid() ? value.toISOString() : INVALID_MOMENT;
};

/**
 * A message of ours (i18n/en.ts + ar.ts) as react-admin translates a validator's answer; the
 * English stays the fallback where the dashboard's messages are not loaded (tests).
 */
const ourMessage = (key: string, english: string): ValidationErrorMessage => ({
  message: `dashboard.inputs.${key}`,
  args: { _: english },
});

/** 'Enter a whole date and time' while the typed value is not a moment yet. */
export const validMoment = (value: unknown): ValidationErrorMessage | undefined =>
  value === INVALID_MOMENT
    ? ourMessage('whole_moment', 'Enter a whole date and time (DD/MM/YYYY HH:mm)')
    : undefined;

/** The end of a range must come after its start (a session's end, issue 22). */
export const laterThan =
  (startSource: string) =>
  (value: unknown, values: Record<string, unknown>): ValidationErrorMessage | undefined => {
    const end = cairoMoment(value);
    const start = cairoMoment(values?.[startSource]);
    return end && start && !end.isAfter(start)
      ? ourMessage('after_start', 'Must be after the start')
      : undefined;
  };

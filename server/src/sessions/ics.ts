import { cairoOffsetMinutes, COMPANY_TIME_ZONE } from '../common/cairo-time.js';

/** One calendar event as RFC 5545 text (the booking confirmation's attachment). */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  url?: string;
  /** When the event was written (DTSTAMP); now by default. */
  stamp?: Date;
}

/** UTC form with Z (RFC 5545 §3.3.5 form #2): the fallback when no single offset fits. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** The company's wall-clock time (§3.3.5 form #3, with TZID): what the attendee reads. */
const local = (date: Date) =>
  utc(new Date(date.getTime() + cairoOffsetMinutes(date) * 60_000)).slice(0, -1);

const offset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;

/**
 * Africa/Cairo as one observance: the offset in force for the whole event (Egypt keeps summer
 * time again, so it is read from the time-zone data, not assumed). An event across a change of
 * offset gets UTC times instead.
 */
function cairoZone(offsetMinutes: number): string[] {
  const kind = offsetMinutes > 120 ? 'DAYLIGHT' : 'STANDARD';
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${COMPANY_TIME_ZONE}`,
    `X-LIC-LOCATION:${COMPANY_TIME_ZONE}`,
    `BEGIN:${kind}`,
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset(offsetMinutes)}`,
    `TZOFFSETTO:${offset(offsetMinutes)}`,
    `TZNAME:${offsetMinutes > 120 ? 'EEST' : 'EET'}`,
    `END:${kind}`,
    'END:VTIMEZONE',
  ];
}

/**
 * TEXT values escape backslash, semicolon and comma, and write every line break (CRLF, a lone CR
 * or LF, U+2028/9) as \n (§3.3.11); other control characters are not allowed in TEXT (§3.1) and
 * become spaces. Staff input can never start a property line of its own (issue 24 item 9).
 */
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, ' ');

/** A URI value is not TEXT: anything that could break its line is percent-encoded. */
const uriValue = (url: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is encoded
  url.replace(/[\u0000-\u0020\u007F-\u009F]/g, encodeURIComponent);

/** Lines longer than 75 octets are folded: CRLF then one space (§3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const startOffset = cairoOffsetMinutes(event.start);
  const zoned = startOffset === cairoOffsetMinutes(event.end);
  const at = (name: string, date: Date) =>
    zoned ? `${name};TZID=${COMPANY_TIME_ZONE}:${local(date)}` : `${name}:${utc(date)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Petrolink//Training sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${COMPANY_TIME_ZONE}`,
    ...(zoned ? cairoZone(startOffset) : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    at('DTSTART', event.start),
    at('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${uriValue(event.url)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The company's time zone (issue 13): staff enter session times as Cairo wall-clock times and
 * everyone sees them so; the database keeps UTC. Egypt moves its clocks (summer time since
 * 2023), so offsets come from the platform's time-zone data, never a fixed +02:00.
 */
export const COMPANY_TIME_ZONE = 'Africa/Cairo';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(date: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts.formatToParts(date)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out;
}

/** Minutes Cairo is ahead of UTC at that instant (120 or 180). */
export function cairoOffsetMinutes(date: Date): number {
  const p = wallClock(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A time as staff send it: a Cairo wall-clock time (`2026-12-01T09:00`, `2026-12-01 09:00`) or
 * an ISO instant with its offset (`…Z`, `…+02:00`). Undefined when it is neither.
 */
export function parseCairoTime(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (ZONED.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const match = LOCAL.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two rounds settle the offset on either side of a clock change.
  let utc = wall - cairoOffsetMinutes(new Date(wall)) * 60_000;
  utc = wall - cairoOffsetMinutes(new Date(utc)) * 60_000;
  const date = new Date(utc);
  const back = wallClock(date);
  // A wall time that does not exist (skipped by the spring change) or a 31st of November.
  if (back.day !== day || back.month !== month || back.year !== year) return undefined;
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-01T09:00` in Cairo: what a datetime-local input shows. */
export function toCairoInput(date: Date): string {
  const p = wallClock(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** "Tue 1 Dec 2026, 09:00 (Cairo)": what mails and lists show. */
export function formatCairo(date: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: COMPANY_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  const p = wallClock(date);
  return `${day}, ${pad(p.hour)}:${pad(p.minute)} (Cairo)`;
}

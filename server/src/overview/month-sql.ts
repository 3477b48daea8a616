import type { DataSource } from 'typeorm';

/** 'YYYY-MM' of a datetime column, in the database's own dialect (both store UTC). */
export function monthOf(db: DataSource, column: string): string {
  return db.options.type === 'mysql'
    ? `DATE_FORMAT(${column}, '%Y-%m')`
    : `strftime('%Y-%m', ${column})`;
}

/** The first instant (UTC) of the month `back` months before now's. */
export function monthStart(now: Date, back: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

/** The last `count` months as 'YYYY-MM', oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    monthStart(now, count - 1 - index)
      .toISOString()
      .slice(0, 7),
  );
}

/** One entry per month, zero where the query found no row. */
export function fillMonths(
  months: string[],
  rows: { month: string; value: number | string | null }[],
): { month: string; value: number }[] {
  const found = new Map(rows.map((row) => [row.month, Number(row.value ?? 0)]));
  return months.map((month) => ({ month, value: found.get(month) ?? 0 }));
}

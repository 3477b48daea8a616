import type { DataSource } from 'typeorm';

/**
 * `SELECT 1` raced against a timer: false when the database fails or is slower than `withinMs`.
 * A stalled server never answers, so the probe must not wait for it; the query itself is left
 * to the driver's query timeout.
 */
export async function databaseAnswers(db: DataSource, withinMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const probe = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

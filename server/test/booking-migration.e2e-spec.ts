import { makeCourse } from './support/courses.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

const BOOKINGS = 'Bookings1764700000000';

/** The newest migration that has run. */
async function newest(t: TestApp): Promise<string> {
  const rows: { name: string }[] = await t.db.query(
    'SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1',
  );
  return rows[0].name;
}

/**
 * Issue 22's migration on a database with bookings made before it: each purchase becomes
 * `booked`, or `attended` where staff had marked it; the unique (user, course) goes, so a
 * cancelled booking can be followed by another of the same course. Runs on SQLite and MySQL.
 */
it('turns existing purchases into booked/attended bookings and drops the (user, course) unique', async () => {
  const t = await createTestApp();
  try {
    const user = await signedInUser(t);
    const [attended, booked] = [await makeCourse(t), await makeCourse(t)];
    // Back to the schema just before the bookings migration.
    while ((await newest(t)) !== BOOKINGS) await t.db.undoLastMigration();
    await t.db.undoLastMigration();
    const insert = 'INSERT INTO purchases (user_id, course_id, attended) VALUES (?, ?, ?)';
    await t.db.query(insert, [user.id, attended.id, 1]);
    await t.db.query(insert, [user.id, booked.id, 0]);
    await expect(t.db.query(insert, [user.id, booked.id, 0])).rejects.toThrow();

    await t.db.runMigrations();
    const rows: { course_id: number; status: string }[] = await t.db.query(
      'SELECT course_id, status FROM purchases WHERE user_id = ? ORDER BY id',
      [user.id],
    );
    expect(rows.map((row) => [Number(row.course_id), row.status])).toEqual([
      [attended.id, 'attended'],
      [booked.id, 'booked'],
    ]);
    // A second booking row of one course is now possible (the first one cancelled).
    await t.db.query(
      'INSERT INTO purchases (user_id, course_id, attended, status) VALUES (?, ?, 0, ?)',
      [user.id, booked.id, 'cancelled'],
    );
  } finally {
    await t.close();
  }
});

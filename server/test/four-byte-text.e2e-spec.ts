import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { assertFourByteText } from '../src/database/four-byte-text.js';
import { bearer, createTestApp, signedInUser } from './support/test-app.js';
import { Role } from '../src/common/access/roles.js';

/**
 * Issue 24 item 12, MySQL/MariaDB only: a database whose default character set is latin1 (stock
 * MariaDB before 11.6) stores Arabic and emoji after the migrations, and the app refuses to
 * start on a table a DBA turned back to latin1.
 */
const base = process.env.TEST_DATABASE_URL;
const withMysql = base ? describe : describe.skip;

withMysql('4-byte UTF-8 on a latin1 MySQL database', () => {
  const name = `latin1_${Date.now().toString(36)}_${process.pid}`;
  const url = new URL(base ?? 'mysql://localhost/x');
  url.pathname = `/${name}`;
  let admin: mysql.Connection;

  beforeAll(async () => {
    const server = new URL(base!);
    server.pathname = '/';
    admin = await mysql.createConnection(server.toString());
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET latin1 COLLATE latin1_swedish_ci`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  });

  it('stores Arabic, emoji and combining marks, then refuses to start on a latin1 table', async () => {
    const t = await createTestApp({ DATABASE_URL: url.toString() });
    try {
      const boss = await signedInUser(t, Role.SuperAdmin);
      const res = await t
        .api()
        .post('/api/categories')
        .set(bearer(boss.token))
        .send({ title: 'الحفر 🛢️ e\u0301' });
      expect(res.status).toBe(201);
      const [row] = await t.db.query<{ title: string }[]>(
        'SELECT title FROM categories WHERE id = ?',
        [(res.body as { id: number }).id],
      );
      expect(row.title).toBe('الحفر 🛢️ e\u0301');
    } finally {
      await t.close();
    }

    await admin.query(
      `ALTER TABLE \`${name}\`.\`contact_messages\` CONVERT TO CHARACTER SET latin1 COLLATE latin1_swedish_ci`,
    );
    // What the app runs at start (FourByteTextCheck) refuses the table. Checked on a plain
    // connection: an app that failed to start would leave its pool open.
    const db = new DataSource({
      type: 'mysql',
      url: url.toString(),
      charset: 'utf8mb4_unicode_ci',
    });
    await db.initialize();
    try {
      await expect(assertFourByteText(db)).rejects.toThrow(/contact_messages\.\w+ \(latin1\)/);
    } finally {
      await db.destroy();
    }
  });
});

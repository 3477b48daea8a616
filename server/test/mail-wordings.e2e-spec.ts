import { Role } from '../src/common/access/roles.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { User } from '../src/model/user.entity.js';
import { ensureMailWordingRows, MAIL_SENTENCES } from '../src/resources/mail-wordings.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

type Row = {
  id: number;
  key: string;
  text: string;
  text_ar: string;
  default: string;
  default_ar: string | null;
  placeholders: string;
};

const URL = '/api/mail-wordings';
const SUBJECT = 'account.reset.subject';
const BODY = 'account.reset.body';

/** Issue 28 item 2: staff reword the mails' sentences in English and Arabic. */
describe('Mail wording', () => {
  let t: TestApp;
  let staff: SignedIn;
  let member: SignedIn;
  let arabic: SignedIn;
  let english: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://petrolink.example' });
    staff = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
    arabic = await signedInUser(t, Role.User, 'منى عادل');
    english = await signedInUser(t, Role.User, 'Mona Adel');
    await t.db.getRepository(User).update(arabic.id, { locale: 'ar' });
    // Rows for every sentence, as the start-up does (also on a MySQL database kept from a run).
    await ensureMailWordingRows(t.db);
  });

  /** Every sentence back to its default: a later test file on the same MySQL reads the code's. */
  afterAll(async () => {
    await t.db
      .createQueryBuilder()
      .update('mail_wordings')
      .set({ text: '', text_ar: '' })
      .execute();
    await t.close();
  });

  const rowOf = async (key: string): Promise<Row> => {
    const res = await t
      .api()
      .post(`${URL}/search?key=${encodeURIComponent(key)}`)
      .set(bearer(staff.token))
      .expect(200);
    const row = (res.body as Row[]).find((each) => each.key === key);
    if (!row) throw new Error(`no row for ${key}`);
    return row;
  };
  const edit = async (key: string, body: Record<string, unknown>) => {
    const row = await rowOf(key);
    return t.api().post(`${URL}/${row.id}`).set(bearer(staff.token)).send(body);
  };
  /** Staff's change of one sentence, saved. */
  const save = async (key: string, body: Record<string, unknown>) => {
    const res = await edit(key, body);
    expect([res.status, res.body]).toEqual([201, expect.objectContaining({ key })]);
    return res.body as Row;
  };
  const resetMailTo = async (user: SignedIn) => {
    await t.api().post('/api/password/forgot').send({ email: user.email }).expect(200);
    const mails = await t.db.getRepository(OutboxMail).find({
      where: { kind: 'password-reset', recipients: JSON.stringify([user.email]) },
      order: { id: 'DESC' },
      take: 1,
    });
    return mails[0];
  };

  it('has a row per sentence, added once, with its defaults and placeholders', async () => {
    expect(await ensureMailWordingRows(t.db)).toBe(0);
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const res = await t
        .api()
        .get(`${URL}?page=${page}&limit=100`)
        .set(bearer(staff.token))
        .expect(200);
      const { data } = res.body as { data: Row[] };
      rows.push(...data);
      if (data.length < 100) break;
    }
    expect(rows.map((row) => row.key).sort()).toEqual([...MAIL_SENTENCES.keys()].sort());
    const subject = await rowOf('booking.cancelled.subject');
    expect(subject).toMatchObject({
      default: 'Booking cancelled: {course}',
      default_ar: 'إلغاء الحجز: {course}',
      placeholders: '{course}',
    });
    // An applicant's mail has no reader language: English only.
    expect(await rowOf('application.received.subject')).toMatchObject({ default_ar: null });
  });

  it("sends staff's Arabic to Arabic readers only, their English to English readers, until cleared", async () => {
    const before = await resetMailTo(arabic);
    expect(before.subject).toBe('اختيار كلمة مرور جديدة لحسابك لدى بترولينك');

    await save(SUBJECT, { text_ar: 'رابط لاختيار كلمة مرور جديدة' });
    const body = 'طلبتَ اختيار كلمة مرور جديدة، والرابط التالي صالح لمدة ساعة.';
    const saved = await save(BODY, { text_ar: body });
    expect(saved).toMatchObject({ key: BODY, text: '', text_ar: body });

    const inArabic = await resetMailTo(arabic);
    expect(inArabic.subject).toBe('رابط لاختيار كلمة مرور جديدة');
    expect(inArabic.text).toContain(body);
    expect(inArabic.html).toContain(body);
    const inEnglish = await resetMailTo(english);
    expect(inEnglish.subject).toBe('Choose a new password for your Petrolink account');
    expect(inEnglish.text).not.toContain(body);

    await save(SUBJECT, { text: 'Your Petrolink password link' });
    expect((await resetMailTo(english)).subject).toBe('Your Petrolink password link');
    // The English change leaves the Arabic one as it was.
    expect((await resetMailTo(arabic)).subject).toBe('رابط لاختيار كلمة مرور جديدة');

    await save(SUBJECT, { text: '', text_ar: '' });
    await save(BODY, { text_ar: null });
    const restored = await resetMailTo(arabic);
    expect(restored.subject).toBe('اختيار كلمة مرور جديدة لحسابك لدى بترولينك');
    expect(restored.text).not.toContain(body);
    expect((await resetMailTo(english)).subject).toBe(
      'Choose a new password for your Petrolink account',
    );
  });

  it('fills the placeholders a sentence offers in staff wording', async () => {
    await save('mail.dear', { text: 'Hello {name},', text_ar: 'مرحبًا {name}،' });
    expect((await resetMailTo(english)).text).toContain(`Hello ${english.name},`);
    expect((await resetMailTo(arabic)).text).toContain('مرحبًا منى عادل،');
    await save('mail.dear', { text: '', text_ar: '' });
  });

  it('refuses a placeholder the sentence does not offer, naming the allowed ones', async () => {
    const res = await edit('booking.cancelled.subject', { text: 'Cancelled: {course}, {amount}' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: '{amount} cannot be filled in this sentence: it may use only {course}',
      errors: { text: expect.stringContaining('{course}') as unknown },
    });
    const arabicOnly = await edit(SUBJECT, { text_ar: 'كلمة المرور {course}' });
    expect(arabicOnly.status).toBe(422);
    expect((arabicOnly.body as { message: string }).message).toBe(
      '{course} cannot be filled: this sentence takes no placeholders',
    );
    // An English-only mail takes no Arabic.
    const applicant = await edit('application.received.title', { text_ar: 'شكرًا' });
    expect(applicant.status).toBe(422);
    expect((await rowOf('booking.cancelled.subject')).text).toBe('');
  });

  it('refuses an unknown key (422) and a second row for a key (409), readably', async () => {
    const unknown = await t
      .api()
      .post(URL)
      .set(bearer(staff.token))
      .send({ key: 'account.reset.nothing', text: 'x' });
    expect(unknown.status).toBe(422);
    expect((unknown.body as { message: string }).message).toBe(
      "The key must name one of the mails' sentences",
    );
    const existing = await rowOf(SUBJECT);
    const twice = await t
      .api()
      .post(URL)
      .set(bearer(staff.token))
      .send({ key: SUBJECT, text: 'Another' });
    expect(twice.status).toBe(409);
    expect((twice.body as { message: string }).message).toBe(
      `The sentence "${SUBJECT}" already has its wording (row ${existing.id}): edit that one.`,
    );
    // Nor can an edit move a row onto a key that has one.
    const moved = await edit(BODY, { key: SUBJECT });
    expect(moved.status).toBe(409);
  });

  it("finds a sentence by its words, the defaults' and staff's, Arabic however it is written", async () => {
    const keysFor = async (query: string) => {
      const res = await t
        .api()
        .post(`${URL}/search?key=${encodeURIComponent(query)}`)
        .set(bearer(staff.token))
        .expect(200);
      return (res.body as Row[]).map((row) => row.key);
    };
    // The English default's words, any case.
    expect(await keysFor('NEW PASSWORD FOR YOUR')).toEqual([SUBJECT]);
    // The Arabic default's words, typed with ه for ة and without the hamza: "كلمه مرور جديده".
    expect(await keysFor('كلمه مرور جديده لحسابك')).toEqual([SUBJECT]);
    // Part of a key still works; a word nobody wrote finds nothing.
    expect(await keysFor('reset.subj')).toEqual([SUBJECT]);
    expect(await keysFor('zebra crossing')).toEqual([]);
    // Staff's own wording, in either language.
    await save(BODY, { text: 'Pick a fresh passphrase here', text_ar: 'اختر عبارة مرور' });
    try {
      expect(await keysFor('fresh passphrase')).toEqual([BODY]);
      expect(await keysFor('عباره مرور')).toEqual([BODY]);
    } finally {
      await save(BODY, { text: '', text_ar: '' });
    }
  });

  it('is for staff only: a user 403, a visitor 401', async () => {
    const row = await rowOf(SUBJECT);
    await t.api().get(URL).expect(401);
    await t.api().get(`${URL}?page=1&limit=10`).expect(401);
    await t.api().get(`${URL}/${row.id}`).expect(401);
    await t.api().post(`${URL}/${row.id}`).send({ text: 'x' }).expect(401);
    await t.api().get(`${URL}?page=1&limit=10`).set(bearer(member.token)).expect(403);
    await t.api().get(`${URL}/${row.id}`).set(bearer(member.token)).expect(403);
    await t
      .api()
      .post(`${URL}/${row.id}`)
      .set(bearer(member.token))
      .send({ text: 'x' })
      .expect(403);
    await t.api().post(URL).set(bearer(member.token)).send({ key: SUBJECT }).expect(403);
    expect((await rowOf(SUBJECT)).text).toBe('');
  });
});

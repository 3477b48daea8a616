import { Role } from '../src/common/access/roles.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { User } from '../src/model/user.entity.js';
import { EMULATOR_DEFAULTS } from '../src/payments/paymob/paymob-settings.js';
import { makeCourse } from './support/courses.js';
import {
  createListeningApp,
  initiate,
  paymobTransaction,
  signedResponseQuery,
  signTransaction,
} from './support/payments.js';
import { makeSession } from './support/sessions.js';
import {
  bearer,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
  uniquePhone,
} from './support/test-app.js';

const LOCALE_RULE = "The preferred language must be 'en' (English) or 'ar' (Arabic)";
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;

/**
 * Issue 28 item 4: an account has a preferred language (set by the site it registered on,
 * changed in the profile) and its mails go out in it.
 */
describe('An account’s language and its mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createListeningApp({ SESSION_SWEEP_MS: '0' });
  });
  afterAll(() => t.close());

  const newestMail = async (email: string, kind: string) => {
    const mails = await t.db
      .getRepository(OutboxMail)
      .find({ where: { kind, recipients: JSON.stringify([email]) }, order: { id: 'DESC' } });
    expect(mails.length).toBeGreaterThan(0);
    return mails[0];
  };
  const forgot = (email: string) =>
    t.api().post('/api/password/forgot').send({ email }).expect(200);
  const registration = (extra: Record<string, unknown> = {}) => ({
    name: 'منى عادل',
    email: `${unique()}@example.com`,
    phone: uniquePhone(),
    password: 'Sup3r-secret!',
    password_confirmation: 'Sup3r-secret!',
    ...extra,
  });
  const pay = async (order: PaymentOrder) => {
    const obj = paymobTransaction(order);
    await t
      .api()
      .post(`/api/paymob/callback?hmac=${signTransaction(obj, EMULATOR_DEFAULTS.hmacSecret)}`)
      .send({ type: 'TRANSACTION', obj })
      .expect(200);
  };

  it('registered from the Arabic site: the account reads Arabic and its mails are in Arabic', async () => {
    const input = registration({ locale: 'ar' });
    const res = await t.api().post('/api/register').send(input).expect(201);
    const { token, user } = res.body.data as { token: string; user: { id: number } };
    expect(user).toMatchObject({ locale: 'ar' });
    const me = await t.api().get('/api/user').set(bearer(token)).expect(200);
    expect(me.body.locale).toBe('ar');

    // The verification mail written with the account.
    const verify = await newestMail(input.email, 'email-verification');
    expect(verify.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
    expect(verify.html).toContain('<html lang="ar" dir="rtl">');

    await forgot(input.email);
    const reset = await newestMail(input.email, 'password-reset');
    expect(reset.subject).toBe('اختيار كلمة مرور جديدة لحسابك لدى بترولينك');
    expect(reset.html).toContain('<html lang="ar" dir="rtl">');
    expect(reset.html).toContain('text-align:right');
    expect(reset.html).toContain('السيد/السيدة منى عادل، تحية طيبة،');
    expect(reset.text).toContain('اختيار كلمة مرور جديدة: ');
    // Its link opens the Arabic page of the site.
    expect(reset.text).toMatch(/\/ar\/reset-password\?token=[\w-]+/);

    // Booking confirmation: a session on 15 January next year, 07:00–14:00 UTC, i.e. 09:00–16:00
    // in Cairo (winter, UTC+2), told in Arabic with Latin digits.
    await t.db.getRepository(User).update(user.id, { email_verified_at: new Date() });
    const year = new Date().getUTCFullYear() + 1;
    const course = await makeCourse(t);
    const session = await makeSession(t, course.id, {
      starts_at: new Date(Date.UTC(year, 0, 15, 7, 0)),
      ends_at: new Date(Date.UTC(year, 0, 15, 14, 0)),
      language: 'English',
    });
    const buyer = { ...input, id: user.id, token } as SignedIn;
    const { order } = await initiate(t, buyer, course, { session_id: session.id });
    await pay(order);
    const confirmation = await newestMail(input.email, 'booking-confirmation');
    // No Arabic name was entered for the course: its name is used.
    expect(confirmation.subject).toBe(`تأكيد الحجز: ${course.name}`);
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation.html).toMatch(new RegExp(`[\\u0600-\\u06FF]+، 15 يناير ${year}`));
    expect(confirmation.html).toContain('من 09:00 إلى 16:00 بتوقيت القاهرة');
    expect(confirmation.html).toContain('الإنجليزية');
    expect(confirmation.text).toContain(`الرقم المرجعي للطلب: ${order.merchant_reference}`);
    expect(confirmation.text).toContain('15 يناير');
    expect(confirmation.html).toContain(`${t.config.publicUrl}/ar/profile`);
    expect(confirmation.subject + confirmation.html + confirmation.text).not.toMatch(
      ARABIC_INDIC_DIGIT,
    );
    const attached = JSON.parse(confirmation.attachments ?? '[]') as { contentType: string }[];
    expect(attached.map((file) => file.contentType.split(';')[0]).sort()).toEqual([
      'application/pdf',
      'text/calendar',
    ]);
  });

  it('an Arabic reader gets the course’s Arabic name when one was entered; English keeps the name', async () => {
    const course = await makeCourse(t, { name_ar: 'تصميم مضخات الغاطس الكهربائية وتشغيلها' });
    const arabic = await signedInUser(t);
    await t
      .api()
      .post(`/api/users/${arabic.id}`)
      .set(bearer(arabic.token))
      .send({ locale: 'ar' })
      .expect(201);
    const english = await signedInUser(t);
    for (const buyer of [arabic, english]) {
      const { order } = await initiate(t, buyer, course);
      await pay(order);
    }
    const inArabic = await newestMail(arabic.email, 'booking-confirmation');
    expect(inArabic.subject).toBe('تأكيد الحجز: تصميم مضخات الغاطس الكهربائية وتشغيلها');
    // Booked without a date: the course's own time and place, under Arabic labels.
    expect(inArabic.text).toContain(`الموعد: ${course.time}`);
    expect(inArabic.text).toContain(`المكان: ${course.location}`);
    const inEnglish = await newestMail(english.email, 'booking-confirmation');
    expect(inEnglish.subject).toBe(`Booking confirmed: ${course.name}`);
    expect(inEnglish.text).toContain(`When: ${course.time}`);
  });

  it('an account without a language reads English, as before', async () => {
    const input = registration();
    const res = await t.api().post('/api/register').send(input).expect(201);
    expect(res.body.data.user.locale).toBe('en');
    await forgot(input.email);
    const reset = await newestMail(input.email, 'password-reset');
    expect(reset.subject).toBe('Choose a new password for your Petrolink account');
    expect(reset.html).toContain('<!doctype html><html><head>');
    expect(reset.html).not.toContain('rtl');
    expect(reset.html).toContain('Dear منى عادل,');
    expect(reset.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
  });

  it('the buyer comes back from the card page to the result page in the account’s language', async () => {
    const course = await makeCourse(t);
    const arabic = await signedInUser(t);
    await t.api().post(`/api/users/${arabic.id}`).set(bearer(arabic.token)).send({ locale: 'ar' });
    const english = await signedInUser(t);
    for (const [buyer, page] of [
      [arabic, '/ar/payment-result'],
      [english, '/payment-result'],
    ] as const) {
      const { order } = await initiate(t, buyer, course);
      const query = signedResponseQuery(paymobTransaction(order), EMULATOR_DEFAULTS.hmacSecret);
      const back = await t.api().get('/api/paymob/response').query(query).expect(302);
      expect(back.headers.location).toBe(
        `${page}?order=${encodeURIComponent(order.merchant_reference)}`,
      );
    }
  });

  it('changing the language in the profile switches the next mail', async () => {
    const user = await signedInUser(t);
    const edit = (locale: unknown) =>
      t.api().post(`/api/users/${user.id}`).set(bearer(user.token)).send({ locale });

    const arabic = await edit('ar').expect(201);
    expect(arabic.body.locale ?? arabic.body.data?.locale).toBe('ar');
    await forgot(user.email);
    expect((await newestMail(user.email, 'password-reset')).subject).toBe(
      'اختيار كلمة مرور جديدة لحسابك لدى بترولينك',
    );

    await edit('en').expect(201);
    await forgot(user.email);
    const english = await newestMail(user.email, 'password-reset');
    expect(english.subject).toBe('Choose a new password for your Petrolink account');

    // Another profile edit without `locale` keeps the stored one.
    await edit('ar').expect(201);
    await t
      .api()
      .post(`/api/users/${user.id}`)
      .set(bearer(user.token))
      .send({ company: 'Petrojet' })
      .expect(201);
    const me = await t.api().get('/api/user').set(bearer(user.token)).expect(200);
    expect(me.body).toMatchObject({ locale: 'ar', company: 'Petrojet' });
  });

  it('staff add a user with a language and change it (the dashboard user form)', async () => {
    const admin = await signedInUser(t, Role.SuperAdmin);
    const email = `${unique()}@example.com`;
    const made = await t
      .api()
      .post('/api/users')
      .set(bearer(admin.token))
      .send({ ...registration({ email, role: 1997, locale: 'ar' }) })
      .expect(201);
    expect(made.body.locale).toBe('ar');
    // A select left empty keeps the stored value (DECISIONS 19).
    await t
      .api()
      .post(`/api/users/${made.body.id}`)
      .set(bearer(admin.token))
      .send({ locale: '' })
      .expect(201);
    const kept = await t.api().get(`/api/users/${made.body.id}`).set(bearer(admin.token));
    expect(kept.body.locale).toBe('ar');
    await t
      .api()
      .post(`/api/users/${made.body.id}`)
      .set(bearer(admin.token))
      .send({ locale: 'en' })
      .expect(201);
    await forgot(email);
    expect((await newestMail(email, 'password-reset')).subject).toBe(
      'Choose a new password for your Petrolink account',
    );
  });

  it('refuses a language it does not write (422 with a readable message)', async () => {
    const res = await t
      .api()
      .post('/api/register')
      .send(registration({ locale: 'fr' }))
      .expect(422);
    expect(res.body.message).toBe(LOCALE_RULE);

    const user = await signedInUser(t);
    const edit = await t
      .api()
      .post(`/api/users/${user.id}`)
      .set(bearer(user.token))
      .send({ locale: 'AR-eg' })
      .expect(422);
    expect(edit.body.message).toBe(LOCALE_RULE);
    const me = await t.api().get('/api/user').set(bearer(user.token)).expect(200);
    expect(me.body.locale).toBe('en');
  });
});

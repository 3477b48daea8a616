import { FORGOT_ANSWER } from '../src/auth/account.service.js';
import { INVALID_LINK } from '../src/auth/dto/account.dto.js';
import { EVERY_DATE_FULL } from '../src/booking/checkout.service.js';
import { CONTACT_THANKS } from '../src/contact/contact.service.js';
import { Role } from '../src/common/access/roles.js';
import { FULL_MESSAGE } from '../src/booking/seats.js';
import { arabicMessage } from '../src/common/http/messages-in-arabic.js';
import { PASSWORD_RULE } from '../src/common/validation/user-fields.js';
import { LOCALE_RULE } from '../src/model/user.entity.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type TestApp,
  unique,
  uniquePhone,
} from './support/test-app.js';

const ARABIC = /[\u0600-\u06ff]/;

/**
 * Issue 28: a visitor on /ar reads the API's messages in Arabic. The site sends its page's
 * language (Accept-Language); a client that does not ask for Arabic keeps the English.
 */
describe('Messages in the client’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const registration = () => ({
    name: 'Nadia Khalil',
    email: `${unique()}@example.com`,
    phone: uniquePhone(),
    password: 'Str0ng!pass',
    password_confirmation: 'Str0ng!pass',
  });

  it('answers a refused registration in Arabic to Accept-Language: ar, in English otherwise', async () => {
    const first = registration();
    await t.api().post('/api/register').send(first).expect(201);
    const again = { ...registration(), email: first.email };

    const english = await t.api().post('/api/register').send(again).expect(422);
    expect(english.body.message).toBe('Email is already registered');
    const arabic = await t
      .api()
      .post('/api/register')
      .set('Accept-Language', 'ar-EG,ar;q=0.9,en;q=0.8')
      .send(again)
      .expect(422);
    expect(arabic.body.message).toBe('هذا البريد الإلكتروني مسجّل بالفعل');
    expect(arabic.headers.vary).toMatch(/Accept-Language/i);
    // A browser that prefers English to Arabic reads English.
    const prefersEnglish = await t
      .api()
      .post('/api/register')
      .set('Accept-Language', 'en-US,en;q=0.9,ar;q=0.8')
      .send(again)
      .expect(422);
    expect(prefersEnglish.body.message).toBe('Email is already registered');
  });

  it('translates the rules a field breaks, field by field, and a refused sign-in', async () => {
    const res = await t
      .api()
      .post('/api/register')
      .set('Accept-Language', 'ar')
      .send({ ...registration(), name: '', password: 'short', password_confirmation: 'short' })
      .expect(422);
    expect(res.body.message).toMatch(ARABIC);
    for (const text of Object.values(res.body.errors as Record<string, string>)) {
      expect(text).toMatch(ARABIC);
    }
    const login = await t
      .api()
      .post('/api/login')
      .set('Accept-Language', 'ar')
      .send({ email_or_phone: `${unique()}@example.com`, password: 'Wrong-pass-1' })
      .expect(401);
    expect(login.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it("confirms in Arabic, but leaves data alone: a visitor's enquiry keeps its own words", async () => {
    const enquiry = {
      name: 'Karim Adel',
      email: `${unique()}@example.com`,
      country: 'Egypt',
      // A visitor's text that happens to be one of the API's messages.
      message: 'Not found',
    };
    const sent = await t
      .api()
      .post('/api/contact')
      .set('Accept-Language', 'ar')
      .send(enquiry)
      .expect(201);
    expect(sent.body.message).toBe('شكرًا لك، أُرسلت رسالتك.');
    const staff = await signedInUser(t, Role.SuperAdmin);
    const read = await t
      .api()
      .get(`/api/contact-messages/${sent.body.id as number}`)
      .set(bearer(staff.token))
      .set('Accept-Language', 'ar')
      .expect(200);
    expect(read.body.message).toBe('Not found');
  });

  it('has Arabic for every message a visitor can meet on the site', () => {
    const visitorMessages = [
      'Wrong email or password',
      'Email is already registered',
      'Phone is already registered',
      'Unauthenticated',
      'The password confirmation does not match',
      'The current password is not correct',
      'The email must be a valid email address',
      'The phone must be a number of 6 to 20 digits',
      INVALID_LINK,
      FORGOT_ANSWER,
      CONTACT_THANKS,
      'This link has expired or was already used. Please ask for a new one.',
      PASSWORD_RULE,
      LOCALE_RULE,
      'Please verify your email address before booking.',
      'You have already booked this course',
      FULL_MESSAGE,
      EVERY_DATE_FULL,
      'This session has already started; please choose another date',
      'This session has been cancelled; please choose another date',
      'This session still has seats: book it now',
      'This course cannot be paid online; please contact us to book it',
      'Too many requests, please try again in a minute',
      'Too many failed sign-ins for this account, please try again in 15 minutes',
      'The name is required',
      'The full name must be longer than 1 character',
      'The country must be at most 100 characters',
      'The message must be at most 5000 characters',
      'The CV file is required',
      'The CV must be at most 5 MB',
      'The CV must be a PDF, DOC, DOCX or image file',
      'The image must be a JPEG, PNG, GIF or WebP image',
      'The grade must be one of Excellent, Very good, Good, Fair',
      'No certificate has this verification code',
      'We have sent a new link to nadia@example.com. It works for 24 hours.',
    ];
    const missing = visitorMessages.filter((english) => !arabicMessage(english));
    expect(missing).toEqual([]);
    // Built from a field's name, an Arabic twin's too, with the counted noun's right form.
    expect(arabicMessage('The name (Arabic) must be at most 191 characters')).toBe(
      'يجب ألا يزيد الاسم (بالعربية) على 191 حرفًا',
    );
    expect(arabicMessage('The reason must be at most 500 characters')).toBe(
      'يجب ألا يزيد السبب على 500 حرف',
    );
    expect(arabicMessage('The position must be a whole number')).toBe(
      'يجب أن يكون الترتيب عددًا صحيحًا',
    );
    // A field the table does not know keeps the whole message in English, not half of it.
    expect(arabicMessage('The widget is required')).toBeUndefined();
  });
});

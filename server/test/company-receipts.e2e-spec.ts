import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { Receipt } from '../src/model/receipt.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { CHECKOUT, createListeningApp, initiate, payOnEmulator } from './support/payments.js';
import { pdfText } from './support/pdf-text.js';
import { bearer, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/**
 * Issue 26 item 17: a company buyer gives its name and tax registration number at checkout
 * (optional); they are kept on the order, copied to the receipt and printed on its PDF. A
 * checkout without them works as before.
 */
describe('Receipts for companies', () => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    buyer = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const receiptText = async (reference: string) => {
    const res = await t
      .api()
      .get(`/api/paymob/orders/${encodeURIComponent(reference)}/receipt`)
      .set(bearer(buyer.token))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return pdfText(res.body as Buffer);
  };

  const initiateWith = (courseId: number, extra: Record<string, unknown>) =>
    t
      .api()
      .post('/api/paymob/initiate-payment')
      .set(bearer(buyer.token))
      .send({ ...CHECKOUT, course_id: courseId, ...extra });

  it('prints the company and its tax registration number on the receipt', async () => {
    const course = await makeCourse(t, { price: 9000 });
    const { order, url } = await initiate(t, buyer, course, {
      company_name: '  Delta Petroleum\nServices S.A.E. ',
      tax_registration_number: ' 123-456-789 ',
    });
    // One line, trimmed; kept on the order, apart from the billing details sent to Paymob.
    expect(order.company_name).toBe('Delta Petroleum Services S.A.E.');
    expect(order.tax_registration_number).toBe('123-456-789');
    expect(order.billing).not.toHaveProperty('company_name');
    await payOnEmulator(t, url, '5123 4567 8901 2346');

    const receipt = await t.db
      .getRepository(Receipt)
      .findOneByOrFail({ payment_order_id: order.id });
    expect(receipt).toMatchObject({
      company_name: 'Delta Petroleum Services S.A.E.',
      tax_registration_number: '123-456-789',
    });
    const text = await receiptText(order.merchant_reference);
    expect(text).toContain('ON BEHALF OF');
    expect(text).toContain('Delta Petroleum Services S.A.E.');
    expect(text).toContain('Tax registration number: 123-456-789');
    expect(text).toContain(`${CHECKOUT.first_name} ${CHECKOUT.last_name}`);
    expect(text).toContain('EGP 9,000.00');
  });

  it('a company without a tax number is printed alone; a private buyer gets no company lines', async () => {
    const company = await initiate(t, buyer, await makeCourse(t, { price: 500 }), {
      company_name: 'Nile Drilling Co.',
      tax_registration_number: '',
    });
    expect(company.order.tax_registration_number).toBeNull();
    await payOnEmulator(t, company.url, '5123 4567 8901 2346');
    const companyText = await receiptText(company.order.merchant_reference);
    expect(companyText).toContain('Nile Drilling Co.');
    expect(companyText).not.toContain('Tax registration number');

    // The spec's payload, without the new fields: works as before.
    const plain = await initiate(t, buyer, await makeCourse(t, { price: 600 }));
    expect(plain.order.company_name).toBeNull();
    expect(plain.order.tax_registration_number).toBeNull();
    await payOnEmulator(t, plain.url, '5123 4567 8901 2346');
    const plainText = await receiptText(plain.order.merchant_reference);
    expect(plainText).not.toContain('ON BEHALF OF');
    expect(plainText).toContain('EGP 600.00');
  });

  it('an open checkout asked again takes the company details given the second time', async () => {
    const course = await makeCourse(t, { price: 700 });
    const first = await initiate(t, buyer, course);
    const again = await initiate(t, buyer, course, {
      company_name: 'Red Sea Energy',
      tax_registration_number: 'EG 200-300-400',
    });
    expect(again.order.id).toBe(first.order.id);
    const stored = await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: first.order.id });
    expect(stored.company_name).toBe('Red Sea Energy');
    expect(stored.tax_registration_number).toBe('EG 200-300-400');
  });

  it.each([
    [
      { company_name: 'x'.repeat(151) },
      'company_name',
      'The company name must be at most 150 characters',
    ],
    [
      { company_name: 'Acme', tax_registration_number: '1'.repeat(31) },
      'tax_registration_number',
      'The tax registration number must be at most 30 characters',
    ],
    [
      { company_name: 'Acme', tax_registration_number: '123<script>' },
      'tax_registration_number',
      'The tax registration number may hold only letters, digits, spaces and the signs - / .',
    ],
    [
      { tax_registration_number: '123-456-789' },
      'company_name',
      'Please give the company name with its tax registration number',
    ],
    [{ company_name: 42 }, 'company_name', 'The company name must be text'],
  ])('422 for %j', async (extra, field, message) => {
    const course = await makeCourse(t, { price: 800 });
    const res = await initiateWith(course.id, extra).expect(422);
    const body = res.body as { message: string; errors?: Record<string, string> };
    expect(body.message).toBe(message);
    expect(body.errors?.[field]).toBe(message);
    expect(await t.db.getRepository(PaymentOrder).countBy({ course_id: course.id })).toBe(0);
  });

  it('a number sent as a JSON number is read as text', async () => {
    const course = await makeCourse(t, { price: 810 });
    await initiateWith(course.id, {
      company_name: 'Acme',
      tax_registration_number: 123456789,
    }).expect(200);
    const order = await t.db.getRepository(PaymentOrder).findOneByOrFail({ course_id: course.id });
    expect(order.tax_registration_number).toBe('123456789');
  });
});

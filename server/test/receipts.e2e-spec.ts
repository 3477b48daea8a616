import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { Receipt, ReceiptCounter } from '../src/model/receipt.entity.js';
import { cairoYear, issueReceipt } from '../src/booking/receipts/issue-receipt.js';
import { receiptRenders, ReceiptsService } from '../src/booking/receipts/receipts.service.js';
import { User } from '../src/model/user.entity.js';
import { StorageService } from '../src/storage/storage.service.js';
import { pdfLines } from './support/pdf-lines.js';
import { inTransaction } from '../src/database/transaction.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { makeSession } from './support/sessions.js';
import { CHECKOUT, createListeningApp, initiate, payOnEmulator } from './support/payments.js';
import { pdfText } from './support/pdf-text.js';
import { bearer, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** Issue 14 item 1: a numbered PDF receipt for every paid order. */
describe('Receipts', () => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await createListeningApp();
    buyer = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const receipt = (reference: string, token?: string) => {
    const req = t.api().get(`/api/paymob/orders/${encodeURIComponent(reference)}/receipt`);
    if (token) void req.set(bearer(token));
    return req.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  };

  async function paidOrder(price = 18500) {
    const course = await makeCourse(t, { price, time: '12–16 Jan 2027', location: 'Cairo' });
    const { order, url } = await initiate(t, buyer, course);
    await payOnEmulator(t, url, '5123 4567 8901 2346');
    return {
      course,
      order: await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id }),
    };
  }

  it('issues a numbered receipt when the order is paid; the PDF says who paid what', async () => {
    const { course, order } = await paidOrder();
    expect(order.status).toBe('paid');
    const row = await t.db.getRepository(Receipt).findOneByOrFail({ payment_order_id: order.id });
    expect(row.number).toMatch(new RegExp(`^PL-${cairoYear(new Date())}-\\d{6}$`));

    const res = await receipt(order.merchant_reference, buyer.token).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${row.number}.pdf"`);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(body);
    for (const expected of [
      'Petrolink Energy Services',
      'Building 27, South 90th Street',
      row.number,
      `${CHECKOUT.first_name} ${CHECKOUT.last_name}`,
      buyer.email,
      course.name,
      '12–16 Jan 2027, Cairo',
      'EGP 18,500.00',
      row.provider_transaction_id,
      order.merchant_reference,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('staff may download any receipt; a stranger, an unpaid order and an unknown one get 404', async () => {
    const { order } = await paidOrder(900);
    for (const role of [Role.SuperAdmin, Role.Admin]) {
      const staff = await signedInUser(t, role);
      await receipt(order.merchant_reference, staff.token).expect(200);
    }
    const stranger = await signedInUser(t, Role.User);
    const refused = await receipt(order.merchant_reference, stranger.token).expect(404);
    expect(JSON.parse(refused.body.toString()).message).toBe('No receipt for this order');
    await receipt(order.merchant_reference).expect(401);
    await receipt('PL-NOPE-0000000000', buyer.token).expect(404);
    await receipt('x'.repeat(300), buyer.token).expect(404);

    const unpaid = await initiate(t, buyer, await makeCourse(t));
    await receipt(unpaid.order.merchant_reference, buyer.token).expect(404);
    const declined = await initiate(t, buyer, await makeCourse(t));
    await payOnEmulator(t, declined.url, '4000 0000 0000 0002');
    await receipt(declined.order.merchant_reference, buyer.token).expect(404);
    expect(await t.db.getRepository(Receipt).countBy({ payment_order_id: declined.order.id })).toBe(
      0,
    );
  });

  it('numbers follow each other within a Cairo year, and a rolled-back payment gives its number back', async () => {
    const { order } = await paidOrder(100);
    const year = 2091; // a year no payment of the other tests falls in
    const at = new Date(Date.UTC(year, 5, 1));
    // The same MySQL database serves earlier runs: count from where the year stands.
    const start = (await t.db.getRepository(ReceiptCounter).findOneBy({ year }))?.last_number ?? 0;
    const rank = (n: number) => `PL-${year}-${String(start + n).padStart(6, '0')}`;
    await t.db.getRepository(Receipt).delete({ payment_order_id: order.id });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await inTransaction(t.db, async (manager) => {
        const issued = await issueReceipt(manager, order, `9${i}`, null, at);
        // Roll the first try back: its number must be taken again.
        if (i === 0) throw new Error('rollback');
        return issued;
      }).catch(() => null);
      if (made) {
        numbers.push(made.number);
        await t.db.getRepository(Receipt).delete(made.id); // the order keeps one receipt
      }
    }
    expect(numbers).toEqual([rank(1), rank(2)]);
    expect((await t.db.getRepository(ReceiptCounter).findOneByOrFail({ year })).last_number).toBe(
      start + 2,
    );
    // New Year's Eve 23:30 UTC is already the next year in Cairo.
    expect(cairoYear(new Date(Date.UTC(2026, 11, 31, 23, 30)))).toBe(2027);
  });

  it("the dashboard's payments list links the receipt by a signed address that needs no header", async () => {
    const { order } = await paidOrder(700);
    const staff = await signedInUser(t, Role.Admin);
    const rows = (
      await t
        .api()
        .post(`/api/paymob/transactions/search?email=${encodeURIComponent(buyer.email)}`)
        .set(bearer(staff.token))
        .expect(200)
    ).body as { merchant_reference: string; receipt: string | null; success: boolean }[];
    const row = rows.find((item) => item.merchant_reference === order.merchant_reference)!;
    expect(row.receipt).toMatch(
      new RegExp(`^/api/paymob/orders/${order.merchant_reference}/receipt\\?expires=\\d+&sig=`),
    );
    const res = await t
      .api()
      .get(row.receipt!)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(await pdfText(res.body as Buffer)).toContain('EGP 700.00');
    // The signature is bound to that order: it opens no other receipt.
    const other = (await paidOrder(800)).order;
    const forged = row.receipt!.replace(order.merchant_reference, other.merchant_reference);
    await t.api().get(forged).expect(401);
    const declined = await initiate(t, buyer, await makeCourse(t));
    await payOnEmulator(t, declined.url, '4000 0000 0000 0002');
    const failed = (
      await t
        .api()
        .post(`/api/paymob/transactions/search?email=${encodeURIComponent(buyer.email)}`)
        .set(bearer(staff.token))
        .expect(200)
    ).body as { merchant_reference: string; receipt: string | null }[];
    expect(
      failed.find((item) => item.merchant_reference === declined.order.merchant_reference)!.receipt,
    ).toBeNull();
  });

  it('receiptPdf(orderId) gives the attachment for the booking mail, null before payment', async () => {
    const { order } = await paidOrder(250);
    const service = t.app.get(ReceiptsService);
    const file = await service.receiptPdf(order.id);
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    expect(file!.filename).toMatch(/^PL-\d{4}-\d{6}\.pdf$/);
    expect(await pdfText(file!.content)).toContain('EGP 250.00');
    const unpaid = await initiate(t, buyer, await makeCourse(t));
    expect(await service.receiptPdf(unpaid.order.id)).toBeNull();
  });

  // Issue 28 item 4: rendered once (0.1–0.4 s), stored privately, served from storage after.
  it('renders the PDF once, keeps it in private storage and serves the stored bytes after', async () => {
    const before = receiptRenders.count;
    const { order } = await paidOrder(700);
    // Paying renders nothing (the confirmation mail names its receipt; see receipt-attachment).
    expect(receiptRenders.count).toBe(before);
    const unrendered = await t.db
      .getRepository(Receipt)
      .findOneByOrFail({ payment_order_id: order.id });
    expect(unrendered.pdf_key).toBeNull();
    const first = (await receipt(order.merchant_reference, buyer.token).expect(200)).body as Buffer;
    const row = await t.db.getRepository(Receipt).findOneByOrFail({ payment_order_id: order.id });
    expect(row.pdf_key).toMatch(/^receipts\/[\w-]+\.pdf$/);
    expect(receiptRenders.count - before).toBe(1);
    const stored = await t.app.get(StorageService).stat('private', row.pdf_key!);
    expect(stored?.size).toBe(first.length);

    const staff = await signedInUser(t, Role.Admin);
    const second = (await receipt(order.merchant_reference, staff.token).expect(200))
      .body as Buffer;
    const mailed = await t.app.get(ReceiptsService).receiptPdf(order.id);
    expect(receiptRenders.count - before).toBe(1);
    expect(second.equals(first)).toBe(true);
    expect(mailed!.content.equals(first)).toBe(true);
    // A stored file gone missing is rendered again from the row rather than answering 404.
    await t.app.get(StorageService).remove('private', row.pdf_key);
    const again = (await receipt(order.merchant_reference, buyer.token).expect(200)).body as Buffer;
    expect(receiptRenders.count - before).toBe(2);
    expect(await pdfText(again)).toContain(row.number);
  });

  it("an Arabic account's receipt is written in Arabic, with the course's Arabic name", async () => {
    const arabic = await signedInUser(t, Role.User);
    await t.db.getRepository(User).update(arabic.id, { locale: 'ar' });
    const course = await makeCourse(t, { price: 18500, name_ar: 'إدارة مشاريع Oil & Gas' });
    const session = await makeSession(t, course.id, { location: 'القاهرة الجديدة' });
    const { order, url } = await initiate(t, arabic, course, { session_id: session.id });
    await payOnEmulator(t, url, '5123 4567 8901 2346');
    const row = await t.db
      .getRepository(Receipt)
      .findOneByOrFail({ payment_order: { merchant_reference: order.merchant_reference } });
    expect(row).toMatchObject({ locale: 'ar', course_name: 'إدارة مشاريع Oil & Gas' });
    const res = await receipt(order.merchant_reference, arabic.token).expect(200);
    const { lines } = await pdfLines(res.body as Buffer);
    expect(lines).toContain('إيصال سداد');
    expect(lines).toContain(`رقم الإيصال: ${row.number}`);
    expect(lines).toContain('إدارة مشاريع Oil & Gas');
    // The session in Arabic: Cairo dates with Latin digits, times, place, teaching language.
    const when = lines.find((line) => line.startsWith('الموعد: من '));
    expect(when).toMatch(/ \d{1,2} [\u0600-\u06FF]+ \d{4} /);
    // (It runs over two lines: the text is read on.)
    expect(lines.join(' ')).toContain('بتوقيت القاهرة، القاهرة الجديدة، الإنجليزية');
    expect(lines.find((line) => line.startsWith('المبلغ المدفوع'))).toMatch(/18,500\.00/);
    // The English account's receipt of the same course keeps its English name.
    const { order: english } = await paidOrder(300);
    const englishRow = await t.db
      .getRepository(Receipt)
      .findOneByOrFail({ payment_order_id: english.id });
    expect(englishRow.locale).toBe('en');
  });

  it("an Arabic receipt of a course without dated sessions names the course's Arabic place", async () => {
    const arabic = await signedInUser(t, Role.User);
    await t.db.getRepository(User).update(arabic.id, { locale: 'ar' });
    const course = await makeCourse(t, {
      price: 9000,
      time: '12–16 Jan 2031',
      location: 'New Cairo',
      location_ar: 'القاهرة الجديدة',
    });
    const { order, url } = await initiate(t, arabic, course);
    await payOnEmulator(t, url, '5123 4567 8901 2346');
    const row = await t.db
      .getRepository(Receipt)
      .findOneByOrFail({ payment_order: { merchant_reference: order.merchant_reference } });
    expect(row.session_label).toBe('12–16 Jan 2031، القاهرة الجديدة');
  });
});

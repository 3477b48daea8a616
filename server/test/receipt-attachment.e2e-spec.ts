import { Role } from '../src/common/access/roles.js';
import { receiptRenders } from '../src/booking/receipts/receipts.service.js';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { OutboxMail, type StoredAttachment } from '../src/model/outbox-mail.entity.js';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { Receipt } from '../src/model/receipt.entity.js';
import { StorageService } from '../src/storage/storage.service.js';
import { makeCourse } from './support/courses.js';
import { createListeningApp, initiate, payOnEmulator } from './support/payments.js';
import { pdfText } from './support/pdf-text.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { signedInUser, type TestApp } from './support/test-app.js';

/**
 * Issue 28 item 4: the confirmation mail written in the paying transaction names its receipt;
 * the outbox worker renders it when it sends the mail (after the commit), stores it, and the
 * buyer's download then serves those stored bytes.
 */
describe('The receipt attached to the confirmation mail', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // The worker's timer is off: the test sends when it chooses.
    t = await createListeningApp({ SMTP_URL: sink.url, MAIL_POLL_MS: '0' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('is rendered when the mail is sent, stored, and the download serves the same bytes', async () => {
    // On a shared MySQL database earlier files leave mail pending (their apps have no SMTP),
    // some naming their own receipts: set them aside so this round sends (and renders) ours only.
    await t.db
      .getRepository(OutboxMail)
      .update({ status: 'pending' }, { status: 'sent', sent_at: new Date() });
    const buyer = await signedInUser(t, Role.User);
    const course = await makeCourse(t, { price: 4200 });
    const before = receiptRenders.count;
    const { order, url } = await initiate(t, buyer, course);
    await payOnEmulator(t, url, '5123 4567 8901 2346');
    const paid = await t.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id });
    expect(paid.status).toBe('paid');
    const receipt = await t.db
      .getRepository(Receipt)
      .findOneByOrFail({ payment_order_id: order.id });
    expect(receipt.pdf_key).toBeNull();
    expect(receiptRenders.count).toBe(before);

    const mail = await t.db
      .getRepository(OutboxMail)
      .findOneByOrFail({ kind: 'booking-confirmation', recipients: JSON.stringify([buyer.email]) });
    const [stored] = (JSON.parse(mail.attachments!) as StoredAttachment[]).filter(
      (file) => file.contentType === 'application/pdf',
    );
    expect(stored).toMatchObject({
      filename: `${receipt.number}.pdf`,
      content: '',
      from: { source: 'receipt', id: order.id },
    });

    // A moment past the row's own time (MySQL keeps whole seconds).
    await t.app.get(OutboxWorker).deliverDue(new Date(Date.now() + 2000), 500);
    const received = await sink.waitForMail((each) => each.to.includes(buyer.email));
    const attached = received.attachments.find((file) => file.filename === `${receipt.number}.pdf`);
    expect(attached).toBeDefined();
    expect(await pdfText(attached!.content)).toContain(receipt.number);
    expect(receiptRenders.count).toBe(before + 1);

    const kept = await t.db.getRepository(Receipt).findOneByOrFail({ id: receipt.id });
    expect(kept.pdf_key).toMatch(/^receipts\//);
    const file = await t.app.get(StorageService).stat('private', kept.pdf_key!);
    expect(file?.size).toBe(attached!.content.length);
    const download = await t
      .api()
      .get(`/api/paymob/orders/${encodeURIComponent(order.merchant_reference)}/receipt`)
      .set('Authorization', `Bearer ${buyer.token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((download.body as Buffer).equals(attached!.content)).toBe(true);
    expect(receiptRenders.count).toBe(before + 1);
  });
});

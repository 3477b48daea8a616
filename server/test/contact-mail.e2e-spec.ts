import net, { type AddressInfo } from 'node:net';
import { ContactMessage } from '../src/model/contact-message.entity.js';
import { Role } from '../src/common/access/roles.js';
import { startSmtpSink, type ReceivedMail } from './support/smtp-sink.js';
import { createTestApp, signedInUser, unique } from './support/test-app.js';

const message = () => ({
  name: unique('Karim '),
  country: 'Oman',
  email: `${unique()}@example.com`,
  phone: '01001234567',
  message: 'Two ESP wells trip on underload every night: can you send a crew?',
});

async function mailFor(received: ReceivedMail[], name: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mail = received.find((item) => item.data.includes(name));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail about ${name} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Contact messages by mail (SMTP_URL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  }, 120_000);
  afterAll(() => sink.close());

  it('mails each message to every staff user, answerable to the visitor', async () => {
    const t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://petrolink.example' });
    try {
      const superAdmin = await signedInUser(t, Role.SuperAdmin);
      const admin = await signedInUser(t, Role.Admin);
      const member = await signedInUser(t, Role.User);
      const input = message();
      await t.api().post('/api/contact').send(input).expect(201);

      const mail = await mailFor(sink.received, input.name);
      expect(mail.to).toEqual(expect.arrayContaining([superAdmin.email, admin.email]));
      expect(mail.to).not.toContain(member.email);
      expect(mail.data).toContain('From: no-reply@petrolink.example');
      expect(mail.data).toContain(`Reply-To: ${input.email}`);
      expect(mail.data).toMatch(/Subject: Website enquiry from Karim/);
      expect(mail.data).toContain('Two ESP wells trip on underload every night');
      expect(mail.data).toContain('Country: Oman');
    } finally {
      await t.close();
    }
  }, 120_000);

  it('mails MAIL_TO instead when it is set', async () => {
    const t = await createTestApp({ SMTP_URL: sink.url, MAIL_TO: 'Desk@Petrolink.example' });
    try {
      await signedInUser(t, Role.Admin);
      const input = message();
      await t.api().post('/api/contact').send(input).expect(201);
      expect((await mailFor(sink.received, input.name)).to).toEqual(['desk@petrolink.example']);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('keeps the message and thanks the visitor when the mail server is down', async () => {
    // A port nothing listens on: the connection is refused.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await signedInUser(t, Role.Admin);
      const input = message();
      const res = await t.api().post('/api/contact').send(input).expect(201);
      expect(res.body.message).toBe('Thank you, your message has been sent.');
      await t.db.getRepository(ContactMessage).findOneByOrFail({ id: res.body.id });
    } finally {
      await t.close();
    }
  }, 120_000);
});

import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORT } from './constants';

/** The run's SMTP server (global-setup.ts): E2E_PORT + 20000. */
export const E2E_SMTP_PORT = E2E_PORT + 20000;
export const MAILBOX_DIR = path.join(__dirname, '..', '..', '.artifacts', `mailbox-${E2E_PORT}`);

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const readAll = (): ReceivedMail[] =>
  fs.existsSync(MAILBOX_DIR)
    ? fs
        .readdirSync(MAILBOX_DIR)
        .sort()
        .map(
          (name) =>
            JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, name), 'utf8')) as ReceivedMail,
        )
    : [];

/** Every mail received so far to `address` whose subject matches, oldest first. */
export const mailsTo = (address: string, subject: RegExp): ReceivedMail[] =>
  readAll().filter((mail) => mail.to.includes(address) && subject.test(mail.subject));

/** The newest mail to `address` whose subject matches, waiting for the outbox to send it. */
export async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address, subject).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail "${subject.source}" to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The address of the mail's button (the site's own link, with its token). */
export function linkIn(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in "${mail.subject}"`);
  return match[0];
}

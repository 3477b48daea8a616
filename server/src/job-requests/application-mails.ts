import type { Job } from '../model/job.entity.js';
import { COMPANY } from '../config/company.js';
import { brandMail } from '../mail/brand-mail.js';
import { COMMON_WORDING } from '../mail/common-wording.js';
import { fill, mailWording } from '../mail/mail-wording.js';
import type { MailDraft, OutgoingMail } from '../mail/outbox.js';
import type { JobRequest } from '../model/job-request.entity.js';
import type { Stage } from '../model/job-request-stages.js';

/**
 * The applicant's mails, `application.*`: in English only, since an application carries no
 * language of its reader (staff may reword them: resources/mail-wordings.ts).
 */
export const APPLICATION_WORDING = mailWording('application', {
  en: {
    position: 'Position',
    reference: 'Reference',
    closing: 'Kind regards,',
    signature: 'The {company} recruitment team',
    received: {
      subject: 'We received your application: {position}',
      title: 'Thank you for your application',
      body: 'We received your application for the position of {position}, with your CV. Our team reads every application and will contact you if your profile matches the role.',
      noAnswer: 'You do not need to answer this mail.',
    },
    interview: {
      subject: 'Interview invitation: {position} at {company}',
      title: 'We would like to meet you',
      body: 'Thank you for applying for {position}. We were impressed by your application and would like to invite you to an interview.',
      next: 'Our recruitment team will contact you shortly to agree on a date and time.',
    },
    rejected: {
      subject: 'Your application for {position} at {company}',
      title: 'Thank you for your application',
      body: 'Thank you for your interest in {position} and for the time you gave your application.',
      decision:
        'After careful review we have decided not to continue with your application for this position. We will keep your details and may contact you about future openings.',
      action: 'See our open positions',
      /** What the mail says when the job has been deleted since. */
      unknownPosition: 'the position you applied for',
    },
  },
});

/** "Application received", to the applicant (issue 13 item 5). */
export function applicantMail(row: JobRequest, job: Job): MailDraft {
  return (overrides) => {
    const t = APPLICATION_WORDING.in('en', overrides);
    const { dear } = COMMON_WORDING.in('en', overrides);
    const position = job.title;
    return {
      kind: 'application-received',
      to: [row.email],
      subject: fill(t.received.subject, { position }),
      ...brandMail({
        title: t.received.title,
        paragraphs: [fill(dear, { name: row.full_name }), fill(t.received.body, { position })],
        facts: [
          [t.position, position],
          [t.reference, `JR-${row.id}`],
        ],
        after: [t.received.noAnswer],
      }),
    };
  };
}

/**
 * A move to interview (an invitation) or to rejected (with a link to the open positions), when
 * staff choose to tell the applicant.
 */
export function applicationStageMail(row: JobRequest, stage: Stage, careersUrl: string): MailDraft {
  return (overrides) => {
    const t = APPLICATION_WORDING.in('en', overrides);
    const { dear } = COMMON_WORDING.in('en', overrides);
    const position = row.job?.title ?? t.rejected.unknownPosition;
    const values = { position, company: COMPANY.name };
    const greeting = fill(dear, { name: row.full_name });
    const invitation = stage === 'interview';
    return {
      kind: invitation ? 'application-interview' : 'application-rejected',
      to: [row.email],
      subject: fill(invitation ? t.interview.subject : t.rejected.subject, values),
      ...brandMail({
        title: invitation ? t.interview.title : t.rejected.title,
        paragraphs: invitation
          ? [greeting, fill(t.interview.body, values), t.interview.next]
          : [greeting, fill(t.rejected.body, values), t.rejected.decision],
        facts: [
          [t.position, position],
          [t.reference, `JR-${row.id}`],
        ],
        action: invitation ? undefined : { label: t.rejected.action, url: careersUrl },
        after: [t.closing, fill(t.signature, values)],
      }),
    };
  };
}

/** "New application", to staff (MAIL_TO or every super admin and admin). */
export function staffMail(
  row: JobRequest,
  job: Job,
  to: string[],
  publicUrl: string,
): OutgoingMail {
  return {
    kind: 'application-new',
    to,
    replyTo: row.email,
    subject: `New application: ${job.title} — ${row.full_name}`,
    ...brandMail({
      title: 'New job application',
      paragraphs: [`${row.full_name} applied for ${job.title} through the careers page.`],
      facts: [
        ['Name', row.full_name],
        ['Country', row.country],
        ['Email', row.email],
        ['Phone', row.phone ?? '-'],
        ['Grade', row.gpa ?? '-'],
        ['Reference', `JR-${row.id}`],
      ],
      // The CV stays private: staff open it from the dashboard, signed in.
      action: { label: 'Open job requests', url: `${publicUrl}/dashboard/job-requests` },
      after: ['Reply to this mail to answer the applicant.'],
    }),
  };
}

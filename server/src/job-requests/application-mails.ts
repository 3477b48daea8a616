import type { Job } from '../model/job.entity.js';
import { brandMail } from '../mail/brand-mail.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { JobRequest } from '../model/job-request.entity.js';

/** "Application received", to the applicant (issue 13 item 5). */
export function applicantMail(row: JobRequest, job: Job): OutgoingMail {
  return {
    kind: 'application-received',
    to: [row.email],
    subject: `We received your application: ${job.title}`,
    ...brandMail({
      title: 'Thank you for your application',
      paragraphs: [
        `Dear ${row.full_name},`,
        `We received your application for the position of ${job.title}, with your CV. Our team reads every application and will contact you if your profile matches the role.`,
      ],
      facts: [
        ['Position', job.title],
        ['Reference', `JR-${row.id}`],
      ],
      after: ['You do not need to answer this mail.'],
    }),
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

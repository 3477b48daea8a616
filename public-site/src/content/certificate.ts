import { bilingual } from '@/i18n/content';

/** The certificate verification page (features/certificates); Arabic in content/ar/certificate.ts. */
const certificateEnglish = {
  status: { valid: 'Valid', expired: 'Expired', revoked: 'Revoked' },
  validUntil: 'Genuine and in force until {date}.',
  validForever: 'Genuine and in force, with no expiry date.',
  expired: 'Genuine, but its validity ended on {date}.',
  revokedOn: 'Withdrawn by the issuer on {date}: it no longer certifies this training.',
  revoked: 'Withdrawn by the issuer: it no longer certifies this training.',
  holder: 'Holder',
  course: 'Course',
  issuer: 'Issued by',
  issuedOn: 'Issued on',
  validUntilLabel: 'Valid until',
  noExpiry: 'No expiry',
  revokedOnLabel: 'Revoked on',
  code: 'Certificate code',
  eyebrow: 'Certificate check · {company}',
  title: 'Certificate verification',
  source: 'Read from the certificate register of {company} when this page was opened.',
  notFound: 'No certificate has this code. Check the code printed on the certificate.',
  unavailable: 'The certificate could not be checked right now. Please try again.',
  another: 'Verify another certificate',
  hint: 'The code is printed under the QR code on the certificate.',
};

export type CertificateCopy = typeof certificateEnglish;

export const certificatePage = bilingual(
  certificateEnglish,
  () => import('@/content/ar/certificate'),
);

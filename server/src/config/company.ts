/**
 * The company as mails, receipts and certificates name it. Same facts as the public site's
 * `public-site/src/content/company.ts` (the company is fictional: replace both with the client's).
 */
export const COMPANY = {
  name: 'Petrolink Energy Services',
  shortName: 'Petrolink',
  legalName: 'Petrolink Energy Services S.A.E.',
  addressLines: ['Building 27, South 90th Street', 'Fifth Settlement, New Cairo, Egypt'],
  phone: '+20 2 2810 0000',
  email: 'info@petrolink-energy.example',
  commercialRegister: 'CR 148213 (New Cairo)',
  taxCard: '512-604-771',
  /** Brand colours (public-site tokens: navy-900, amber-500). */
  colors: { navy: '#0b1f33', amber: '#f28c28', ink: '#14212e', muted: '#526273' },
  timeZone: 'Africa/Cairo',
} as const;

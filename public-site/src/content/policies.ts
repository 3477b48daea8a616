import { company } from '@/content/company';
import { bilingual } from '@/i18n/content';

/** Privacy and refund policies (DECISIONS: a card-payment merchant needs them). */

export interface PolicySection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export interface Policy {
  title: string;
  intro: string;
  /** ISO date the policy took effect. */
  effective: string;
  sections: PolicySection[];
}

const privacyPolicy: Policy = {
  title: 'Privacy policy',
  intro: `This policy explains what personal data ${company.legalName} ("${company.shortName}", "we") collects through this website and our training portal, why, how long we keep it and the rights you have. We process personal data in line with Egypt's Personal Data Protection Law (Law No. 151 of 2020) and its executive regulations.`,
  effective: '2026-01-01',
  sections: [
    {
      title: 'Who is responsible',
      paragraphs: [
        `${company.legalName}, ${company.address.street}, ${company.address.district}, ${company.address.city}, ${company.address.country} (${company.commercialRegister}) is the controller of the data described here. You can reach our data protection contact at ${company.privacyEmail}.`,
      ],
    },
    {
      title: 'What we collect',
      items: [
        'Account data: your name, email address, phone number, company (optional) and a password, which we store only as a salted hash.',
        'Booking and payment data: the course you book, the billing name, phone, city and address you enter at checkout, and the result of the payment. Card details are entered on the page of our payment provider, Paymob, and never reach our servers.',
        'Enquiries: the name, country, email, phone and message you send through the contact form.',
        'Job applications: your name, country, email, phone, grade and the CV you upload.',
        'Certificates: the certificates we issue for courses you completed.',
        'Technical data: server logs with your IP address, browser and the pages requested, kept for security and troubleshooting.',
      ],
    },
    {
      title: 'Why we use it',
      items: [
        'To run your account, deliver the courses you book and issue certificates (performance of a contract).',
        'To take payment and keep accounting records (contract and legal obligations).',
        'To answer your enquiries and assess job applications (your request and our legitimate interest in recruiting).',
        'To keep the website secure and prevent abuse, for example by rate-limiting sign-in attempts (legitimate interest).',
      ],
      paragraphs: [
        'We do not sell personal data, we do not use advertising trackers and we do not make automated decisions about you.',
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'We set a single cookie, "eng", when you sign in. It holds your session token so that you stay signed in, and it expires with the session. It is strictly necessary and is not used for tracking.',
        'The map in the footer is provided by Google Maps and loads only when you scroll to it. Google may set its own cookies when it loads; see Google’s privacy policy for details.',
      ],
    },
    {
      title: 'Who receives it',
      items: [
        'Paymob (Paymob Solutions S.A.E.), which processes card payments under PCI DSS.',
        'Our hosting and email providers, under contracts that limit them to processing on our instructions.',
        'Authorities, where Egyptian law requires it.',
      ],
      paragraphs: [
        'Only staff who need it can see your data: for example, CVs can be downloaded by our recruiting administrators only.',
      ],
    },
    {
      title: 'How long we keep it',
      items: [
        'Account data: while your account is open and for 12 months after you ask us to close it.',
        'Payment and booking records: 5 years, as required for tax and accounting purposes.',
        'Job applications: 12 months after the position is filled, unless you ask us to delete them earlier.',
        'Enquiries: 24 months after our last reply.',
        'Server logs: 90 days.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        `You may ask for a copy of your data, its correction or deletion, restrict or object to its processing, and withdraw any consent you gave. Write to ${company.privacyEmail}; we answer within 30 days. You can edit most account details yourself on your profile page. If you are not satisfied with our answer you may complain to Egypt's Personal Data Protection Centre.`,
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'The site is served over HTTPS, passwords are hashed, files you upload are checked and stored outside the public web folder, and access to the dashboard is limited to named staff with individual accounts.',
      ],
    },
    {
      title: 'Changes',
      paragraphs: [
        'We will post any change to this policy on this page with a new effective date, and tell registered users by email about significant changes.',
      ],
    },
  ],
};

const refundPolicy: Policy = {
  title: 'Refund and returns policy',
  intro: `This policy applies to training courses booked and paid for online on this website. All prices are in Egyptian pounds (EGP) and include VAT where applicable. Payments are processed by Paymob; refunds are always made to the card used for the booking. It does not limit your rights under Egypt's Consumer Protection Law (Law No. 181 of 2018).`,
  effective: '2026-01-01',
  sections: [
    {
      title: 'Cancelling a booking',
      items: [
        '7 days or more before your session starts: cancel it yourself on your profile (COURSES, Cancel booking) and the full price is refunded to your card at once.',
        'Less than 7 days before your session starts, or no-show: no refund, but you may send a colleague in your place at no charge, or we can move you once to a later session of the same course for an administrative fee of 10% of the course price. Write to us with your order reference.',
      ],
      paragraphs: [
        'The 7 days are counted to the start of the session you booked, in Cairo time; your profile shows until when each booking can be cancelled. If you cannot sign in, email us with your order reference and the name on the booking: the date we receive your email counts as the cancellation date.',
      ],
    },
    {
      title: 'If we cancel or change a course',
      paragraphs: [
        'If we cancel a course, or move it by more than 7 days or to another city, you choose between a full refund and a free transfer to another session. We are not responsible for travel or accommodation costs you booked independently, so please wait for our joining instructions before booking travel.',
      ],
    },
    {
      title: 'Duplicate or incorrect payments',
      paragraphs: [
        'If you were charged twice for the same booking, or charged an amount different from the price shown at checkout, we refund the difference in full as soon as we confirm it with Paymob.',
      ],
    },
    {
      title: 'Returns',
      paragraphs: [
        'Our courses are services and we sell no physical goods online. Printed course material handed out in class is included in the course price and is not returnable or refundable separately. If printed material is faulty or incomplete, tell your instructor or write to us and we will replace it.',
      ],
    },
    {
      title: 'How and when refunds are paid',
      paragraphs: [
        'Approved refunds are issued through Paymob to the original card within 5 working days of approval. Your bank may take a further 7 to 14 working days to show the amount on your statement. Refunds are made in EGP; any currency conversion or fees charged by your card issuer are outside our control.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: [
        `Refund questions: ${company.email}, phone ${company.phone.display}, Sunday to Thursday, 9:00 to 17:00 Cairo time. ${company.legalName}, ${company.address.street}, ${company.address.district}, ${company.address.city}, ${company.address.country}. Tax card ${company.taxCard}.`,
      ],
    },
  ],
};

export interface PoliciesCopy {
  privacy: Policy;
  refund: Policy;
  /** What both legal pages show around the policy. */
  chrome: { eyebrow: string; effective: string; onThisPage: string };
}

const policiesEnglish: PoliciesCopy = {
  privacy: privacyPolicy,
  refund: refundPolicy,
  chrome: { eyebrow: 'Legal', effective: 'Effective', onThisPage: 'On this page' },
};

/** Both policies in both languages; the Arabic is content/ar/policies.ts. */
export const policies = bilingual(policiesEnglish, () => import('@/content/ar/policies'));

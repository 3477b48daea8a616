import { company } from '@/content/company';

/**
 * The English strings of the site's chrome (header, navigation, footer, page titles and
 * descriptions, status pages), nested by area. This object defines the dictionary's shape:
 * every other language is typed from it (i18n/dictionary.ts), so a key missing there fails the
 * typecheck. Placeholders are written {name} and filled by fill(); a count string is a record
 * of plural categories (Intl.PluralRules), read with plural().
 */
export const en = {
  company: {
    name: company.name,
    tagline: company.tagline,
    summary: company.summary,
    address: {
      street: company.address.street,
      district: company.address.district,
      city: company.address.city,
      country: company.address.country,
    },
  },
  language: {
    /** The switch names the other language in that language. */
    switchLabel: 'العربية',
    switchTitle: 'اقرأ هذه الصفحة بالعربية',
  },
  header: {
    home: '{company} home',
    mainNavigation: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
  },
  nav: {
    home: 'Home',
    about: 'About us',
    services: 'Services',
    software: 'Software',
    consultation: 'Consultation',
    operations: 'Operations',
    artificialLift: 'Artificial lift',
    wellTesting: 'Well Testing',
    enhancedOil: 'Enhanced Oil',
    training: 'Training',
    careers: 'Careers',
    contact: 'Contact us',
    subcontractor: 'Become a subcontractor',
    privacy: 'Privacy policy',
    refund: 'Refund and returns policy',
  },
  account: {
    loading: 'Loading...',
    login: 'Login',
    menu: 'Account menu',
    menuList: 'Account',
    profile: 'Profile',
    logout: 'Logout',
    home: 'Home',
  },
  /** An account's preferred language (issue 28 item 4): the profile form's choice. */
  accountLanguage: {
    label: 'Preferred language',
    hint: 'We send your booking confirmations, receipts, certificates and reminders in this language.',
  },
  footer: {
    socialMedia: 'Social media',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    whatsapp: 'Chat on WhatsApp',
    headOffice: 'Head office',
    mapTitle: 'Map of the {company} head office in {city}',
    openMap: 'Open in Google Maps',
    newTab: ' (opens in a new tab)',
    inquiries: 'Inquiries',
    verifyCertificate: 'Verify a certificate',
    certificateCode: 'Certificate code',
    certificateExample: 'e.g. {code}',
    verify: 'Verify',
    rights: 'All rights reserved.',
  },
  /** The banner over every page while the signed-in user's address is unverified. */
  verifyBanner: {
    label: 'Email verification',
    text: 'Please verify your email: open the link we mailed to {email} (booking a course needs it).',
    again: 'Send again',
    sent: 'We have mailed you a new link.',
  },
  status: {
    backHome: 'Return to homepage',
    notFoundTitle: 'Page not found',
    notFoundMessage: 'The page you are looking for does not exist or has moved.',
    // Spec §2: the 403 texts are kept exactly as specified, spelling included.
    forbiddenTitle: 'Not Found',
    forbiddenMessage: "You don't have premission to access this page.",
    errorCode: 'Error',
    errorTitle: 'Something went wrong',
    errorMessage: 'This page could not be displayed. Please reload the page or try again later.',
  },
  courses: {
    seatsLeft: { one: '{count} seat left', other: '{count} seats left' },
    dateToBeAnnounced: 'Date to be announced',
    currency: 'EGP',
  },
  /** <title> (without the company name) of each page of route-config; their descriptions are
   * in i18n/page-descriptions.ts (prerender only). */
  pages: {
    home: { title: '' },
    about: { title: 'About us' },
    artificialLift: { title: 'Artificial lift' },
    eor: { title: 'Enhanced oil recovery' },
    wellTesting: { title: 'Production well testing' },
    software: { title: 'Software partners' },
    consultation: { title: 'Consultation' },
    privacy: { title: 'Privacy policy' },
    refund: { title: 'Refund and returns policy' },
    login: { title: 'Login' },
    register: { title: 'Register' },
    forgotPassword: { title: 'Forgot password' },
    resetPassword: { title: 'Choose a new password' },
    verifyEmail: { title: 'Confirm your email' },
    courses: { title: 'Training courses' },
    course: { title: 'Course' },
    checkout: { title: 'Checkout' },
    paymentResult: { title: 'Payment result' },
    profile: { title: 'Profile' },
    profileEdit: { title: 'Update profile' },
    careers: { title: 'Careers' },
    careersList: { title: 'Careers' },
    apply: { title: 'Apply for a job' },
    contact: { title: 'Contact us' },
    certificateVerify: { title: 'Certificate verification' },
    forbidden: { title: 'Access denied' },
    notFound: { title: 'Page not found' },
  },
} as const;

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
  status: {
    backHome: 'Return to homepage',
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
    home: '',
    about: 'About us',
    artificialLift: 'Artificial lift',
    eor: 'Enhanced oil recovery',
    wellTesting: 'Production well testing',
    software: 'Software partners',
    consultation: 'Consultation',
    privacy: 'Privacy policy',
    refund: 'Refund and returns policy',
    login: 'Login',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resetPassword: 'Choose a new password',
    verifyEmail: 'Confirm your email',
    courses: 'Training courses',
    course: 'Course',
    checkout: 'Checkout',
    paymentResult: 'Payment result',
    profile: 'Profile',
    profileEdit: 'Update profile',
    careers: 'Careers',
    careersList: 'Careers',
    apply: 'Apply for a job',
    contact: 'Contact us',
    certificateVerify: 'Certificate verification',
    forbidden: 'Access denied',
    notFound: 'Page not found',
  },
} as const;

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
    notFoundTitle: 'Page not found',
    notFoundMessage: 'The page you are looking for does not exist or has moved.',
    // Spec §2: the 403 texts are kept exactly as specified, spelling included.
    forbiddenTitle: 'Not Found',
    forbiddenMessage: "You don't have premission to access this page.",
  },
  courses: {
    seatsLeft: { one: '{count} seat left', other: '{count} seats left' },
    dateToBeAnnounced: 'Date to be announced',
    currency: 'EGP',
  },
  /** <title> (without the company name) and meta description of each page of route-config. */
  pages: {
    home: { title: '', description: `${company.name}: ${company.summary}` },
    about: {
      title: 'About us',
      description: `${company.name}: 20 years of artificial lift, well testing, EOR, software and training for the oil and gas industry in Egypt and the GCC.`,
    },
    artificialLift: {
      title: 'Artificial lift',
      description:
        'ESP, sucker-rod pumping, gas lift and progressing cavity pump design, installation and optimisation by field crews in Egypt and the Gulf.',
    },
    eor: {
      title: 'Enhanced oil recovery',
      description:
        'Polymer and surfactant flooding: reservoir screening, laboratory corefloods, pilot design and the chemical supply chain to the injector.',
    },
    wellTesting: {
      title: 'Production well testing',
      description:
        'Surface well testing packages, DST support, multiphase flow metering and real-time data with pressure transient interpretation.',
    },
    software: {
      title: 'Software partners',
      description:
        'Licensing, support and training for Petrel, PIPESIM, KAPPA Saphir, the Petex IPM suite and CMG reservoir simulators.',
    },
    consultation: {
      title: 'Consultation',
      description:
        'Strategy, governance, family business, marketing, organisation, transformation, M&A and sustainability consulting for energy businesses in MENA and the GCC.',
    },
    privacy: {
      title: 'Privacy policy',
      description: `How ${company.name} collects, uses and protects personal data on its website and training portal.`,
    },
    refund: {
      title: 'Refund and returns policy',
      description: `Cancellation, refund and returns terms for training courses booked and paid online in EGP with ${company.name}.`,
    },
    login: {
      title: 'Login',
      description: `Sign in to your ${company.name} account to book courses and manage your wishlist.`,
    },
    register: {
      title: 'Register',
      description: `Create a ${company.name} account to book training courses.`,
    },
    forgotPassword: {
      title: 'Forgot password',
      description: `Choose a new password for your ${company.name} account.`,
    },
    resetPassword: { title: 'Choose a new password', description: '' },
    verifyEmail: { title: 'Confirm your email', description: '' },
    courses: {
      title: 'Training courses',
      description: `On-site technical training by ${company.name}: upstream and downstream disciplines, software, data and finance courses with prices in EGP.`,
    },
    course: { title: 'Course', description: '' },
    checkout: { title: 'Checkout', description: '' },
    paymentResult: { title: 'Payment result', description: '' },
    profile: { title: 'Profile', description: '' },
    profileEdit: { title: 'Update profile', description: '' },
    careers: {
      title: 'Careers',
      description: `Careers at ${company.name}: field engineering, well testing, reservoir studies and instructor openings in New Cairo, Egypt. Apply online with your CV.`,
    },
    careersList: { title: 'Careers', description: '' },
    apply: {
      title: 'Apply for a job',
      description: `Apply to ${company.name} online: your details, your grade and your CV.`,
    },
    contact: {
      title: 'Contact us',
      description: `Contact ${company.name} in New Cairo: well testing, artificial lift, EOR, consulting and training enquiries, and subcontractor registration.`,
    },
    certificateVerify: { title: 'Certificate verification', description: '' },
    forbidden: { title: 'Access denied', description: '' },
    notFound: { title: 'Page not found', description: '' },
  },
} as const;

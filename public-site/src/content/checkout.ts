import { bilingual } from '@/i18n/content';

/** Checkout (/coursespayment/:id, features/checkout); Arabic in content/ar/checkout.ts. */
const checkoutEnglish = {
  eyebrow: 'Checkout',
  title: 'Book your seat',
  intro: 'Enter the billing details the payment provider needs, then pay by card on the next page.',
  yourCourse: 'Your course',
  facts: {
    date: 'Date',
    time: 'Time',
    cairoTime: '{time} (Cairo)',
    place: 'Place',
    language: 'Language',
    total: 'Total',
    toBeAnnounced: 'To be announced',
    loadingDates: 'Loading the dates…',
    everyDateFull: 'Every date is full',
  },
  loadingCourseDates: 'Loading the dates of this course…',
  everyDateFullReason:
    'Every date of this course is full. Join a waitlist on the course page and we will mail you when a seat frees up.',
  picker: {
    legend: 'Choose a date',
    gone: 'The date you chose is no longer offered (cancelled, started or removed): please pick another.',
    hint: 'Times are Cairo time. Your seat is held while you pay.',
    full: 'Full — join the waitlist',
    fullLabel: '{session}: full',
    held: 'Your held or offered seat',
    loading: 'Loading the dates',
  },
  form: {
    opening: 'Opening the payment page',
    orderCreated: 'Order {reference} created.',
    chosenForYou:
      'Order {reference} created for {session} at {place}, the next date with a free seat, chosen for you.',
    openingSecure: 'Opening the secure payment page…',
    billing: 'Billing details',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    city: 'City',
    street: 'Street',
    building: 'Building',
    floor: 'Floor',
    apartment: 'Apartment',
    forCompany: 'Buying for a company?',
    companyIntro: 'We print your company’s name and tax registration number on the receipt.',
    companyName: 'Company name',
    taxNumber: 'Tax registration number',
    taxHint: 'As on your tax card, e.g. 123-456-789.',
    seeDates: 'See the dates and waitlists',
    toPayment: 'To payment',
    secure: 'You will pay on Paymob’s secure page; we never see or store your card details.',
    unreachable: 'The server could not be reached. Check your connection and try again.',
    notStarted: 'The payment could not be started. Please try again.',
    sessionFull: 'This date is full: pick another date or join its waitlist.',
  },
  alreadyBooked: 'You have already booked this course.',
  seeInProfile: 'See it in your profile',
  learnMore: 'Learn more',
  learnMoreAbout: ' about {name}',
};

export type CheckoutCopy = typeof checkoutEnglish;

export const checkoutPage = bilingual(checkoutEnglish, () => import('@/content/ar/checkout'));

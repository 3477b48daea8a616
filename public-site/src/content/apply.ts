import { company } from '@/content/company';
import { bilingual } from '@/i18n/content';

/** The application page and form (/applynow/:id, features/careers); Arabic in content/ar/apply.ts. */
const applyEnglish = {
  eyebrow: 'Application form',
  careers: 'Careers',
  documentTitle: 'Apply: {title}',
  goneTitle: 'This opening is no longer available',
  goneText: 'The position may have been filled or closed. Have a look at our current openings.',
  seeCurrent: 'See current openings',
  errorTitle: 'The opening could not be loaded',
  errorText: `Please try again in a moment, or send your CV to ${company.email}.`,
  backToCareers: 'Back to careers',
  loadingTitle: 'Loading the opening…',
  loading: 'Loading the opening',
  place: 'New Cairo, Egypt',
  aboutRole: 'About the role',
  seeAll: 'See all openings',
  yourApplication: 'Your application',
  form: {
    fullName: 'Full name',
    country: 'Country',
    email: 'Email',
    phone: 'Phone',
    grade: 'Grade',
    gradePlaceholder: 'Select your grade',
    gradeHint:
      'The overall grade of your university degree, as stated on your graduation certificate.',
    grades: { Excellent: 'Excellent', 'Very good': 'Very good', Good: 'Good', Fair: 'Fair' },
    cv: 'CV',
    cvHint: 'PDF, Word (DOC, DOCX) or an image, up to 10 MB.',
    cvTooLarge: 'The CV must be at most 10 MB',
    sending: 'Sending your application',
    submit: 'Submit application',
    privacy: 'Your CV is only seen by our recruitment team.',
  },
};

export type ApplyCopy = typeof applyEnglish;

export const applyPage = bilingual(applyEnglish, () => import('@/content/ar/apply'));

import { company } from '@/content/company';
import { bilingual } from '@/i18n/content';

/** The Careers page's own copy around the two lists of openings (spec §2 Careers). */
const careersEnglish = {
  eyebrow: 'Careers',
  title: `Build your career with ${company.shortName}`,
  intro:
    'Join the engineers, operators and instructors who keep wells flowing, from the Western Desert to the Gulf. Choose an opening to read the details and apply online.',
  applied: {
    title: 'Thank you — your application has been received.',
    text: 'Our recruitment team reviews every CV and will contact you if your profile matches the role.',
  },
  loadError: `The openings could not be loaded just now. Please try again later, or send your CV to ${company.email}.`,
  jobs: {
    title: 'Jobs',
    intro: 'Engineering, field operations and studies positions.',
    empty: 'There are no open positions right now. Please check back soon.',
  },
  instructors: {
    title: 'Are you an instructor?',
    intro: 'Teach our artificial lift, well testing, EOR and data courses.',
    empty: 'No instructor openings right now. Please check back soon.',
  },
  highlightsLabel: 'Working with us',
  highlights: [
    {
      title: 'Field and office roles',
      text: 'Artificial lift, well testing, EOR and reservoir studies for operators across the MENA region.',
    },
    {
      title: 'Growth you can measure',
      text: 'Structured competency plans, IWCF and vendor certifications, and mentoring by senior engineers.',
    },
    {
      title: 'Teach what you know',
      text: 'Experienced engineers teach at our New Cairo training centre and on client sites.',
    },
  ],
};

export type CareersCopy = typeof careersEnglish;

/** The page's copy in both languages; the Arabic is content/ar/careers.ts. */
export const careersPage = bilingual(careersEnglish, () => import('@/content/ar/careers'));

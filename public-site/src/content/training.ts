import { bilingual } from '@/i18n/content';

/** The Training page's own copy around the course catalogue (spec §2 Training). */
const trainingEnglish = {
  eyebrow: 'Training',
  title: 'Technical training for oil and gas professionals',
  intro: `Instructor-led courses in upstream and downstream disciplines, software, data and
          finance, taught by engineers who have done the work in the field.`,
  facts: [
    { value: '300+', label: 'courses delivered' },
    { value: 'On-site', label: 'classroom and field sessions' },
    { value: 'Certified', label: 'certificate on completion' },
  ],
  catalogue: {
    title: 'Course catalogue',
    intro:
      'Search by name, code, subject or abbreviation (such as ESP), list all courses, or pick a discipline and a course group.',
  },
  booking: {
    title: 'How booking works',
    steps: [
      {
        title: 'Choose a course',
        text: 'Browse by discipline and course group, then read the outline, instructor, location and schedule.',
      },
      {
        title: 'Book and pay online',
        text: 'Reserve your seat with a card payment through Paymob, the secure Egyptian payment gateway.',
      },
      {
        title: 'Attend and get certified',
        text: 'Join the sessions on site; your certificate appears in your profile once the course is complete.',
      },
    ],
  },
};

export type TrainingCopy = typeof trainingEnglish;

/** The page's copy in both languages; the Arabic is content/ar/training.ts. */
export const trainingPage = bilingual(trainingEnglish, () => import('@/content/ar/training'));

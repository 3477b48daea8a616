import { bilingual } from '@/i18n/content';

/** About Us page copy (spec §2 About Us). */

const aboutEnglish = {
  eyebrow: 'About us',
  title: 'Twenty years of keeping wells flowing',
  intro:
    'We are an Egyptian oil and gas services company: field crews, production engineers, geoscientists and instructors who work side by side with operators from the Western Desert to the Gulf.',
  figures: [
    { value: '20', label: 'Years in operation' },
    { value: '10k', label: 'Customers trained and served' },
    { value: '5', label: 'Industry awards' },
    { value: '87', label: 'Employees' },
  ],
  figuresLabel: 'Petrolink in figures',
  story: {
    eyebrow: 'Since 2006',
    title: 'Our story',
    imageAlt: 'Desert wellsite at dusk with a rig mast, crew cabins, a test separator and a flare',
    milestonesLabel: 'Milestones',
    paragraphs: [
      'Petrolink began in 2006 with two surface well-testing crews, one separator package and a contract in the Western Desert. The work was unglamorous — clean-ups after fracturing, production tests on new wells, long nights on the choke manifold — but it taught us what operators actually need: reliable equipment, engineers who understand the reservoir behind the wellhead, and data they can trust the same day.',
      'As our clients moved into mature fields, we followed the problem downhole. We added artificial lift in 2011, first rod pumps and ESPs, then gas lift design and progressing cavity pumps for heavy and sandy crude. In 2015 we opened an EOR laboratory for polymer and surfactant screening and built the supply chain that moves those chemicals from port to injector.',
      'Training grew out of our own on-the-job programmes. Today our academy in New Cairo runs more than 300 delivered courses a year in upstream and downstream disciplines, IT, machine learning and finance, and we resell, support and teach the engineering software our clients rely on.',
    ],
  },
  values: {
    eyebrow: 'Values',
    title: 'What we stand for',
    items: [
      {
        title: 'Safety before schedule',
        text: 'Every job starts with a risk assessment and stops when it has to. Our crews hold stop-work authority, and we report our incident rate to clients every month.',
      },
      {
        title: 'Engineering honesty',
        text: 'We size equipment from your data, not from our inventory. If a cheaper workover fixes the well, we say so.',
      },
      {
        title: 'Local depth, regional reach',
        text: 'Most of our engineers grew up in the fields we serve. We know the fluids, the regulators and the logistics of Egypt and the GCC.',
      },
      {
        title: 'Knowledge that stays',
        text: 'Every project ends with a handover: procedures, trained operators and data in your systems, so the improvement outlives our contract.',
      },
    ],
  },
  approach: {
    eyebrow: 'Approach',
    title: 'How we work',
    steps: [
      {
        title: 'Understand the well',
        text: 'We start from production history, well tests, fluid analysis and completion data, and visit the site before we propose anything.',
      },
      {
        title: 'Design and agree',
        text: 'Nodal analysis, lift selection, test programmes or chemical screening, with clear targets and costs agreed with your engineers.',
      },
      {
        title: 'Deliver in the field',
        text: 'Our own crews and equipment carry out the work under one supervisor, with daily reports and real-time data where it matters.',
      },
      {
        title: 'Measure and improve',
        text: 'Run life, uptime, incremental oil and cost per barrel are tracked against the targets, and the design is adjusted until they are met.',
      },
    ],
  },
  milestones: [
    { year: '2006', text: 'Founded in Cairo with two surface well-testing crews.' },
    { year: '2011', text: 'Artificial lift division: rod pumps and ESPs.' },
    { year: '2015', text: 'EOR laboratory and chemical supply chain.' },
    { year: '2018', text: 'Training academy opens in New Cairo.' },
    { year: '2023', text: 'Regional base in Abu Dhabi for GCC clients.' },
  ],
  cta: {
    title: 'Working on a field that needs a second look?',
    text: 'Tell us about the wells, and an engineer will call you back within two working days.',
    action: { label: 'Contact us', to: '/contactus' },
  },
};

export type AboutCopy = typeof aboutEnglish;

/** The page's copy in both languages; the Arabic is content/ar/about.ts. */
export const aboutPage = bilingual(aboutEnglish, () => import('@/content/ar/about'));

import { bilingual } from '@/i18n/content';

/** Consulting page (spec §1: eight topics, MENA/GCC focus, contact button). */

export type ConsultingIcon =
  | 'strategy'
  | 'governance'
  | 'family'
  | 'marketing'
  | 'organisation'
  | 'transformation'
  | 'mergers'
  | 'sustainability';

export interface ConsultingTopic {
  title: string;
  text: string;
  icon: ConsultingIcon;
}

const consultingEnglish = {
  eyebrow: 'Consultation',
  title: 'Advice for energy businesses in MENA and the GCC',
  intro:
    'Management consulting for operators, service companies and family-owned groups in the energy sector, backed by the technical studies of our geoscience and engineering teams.',
  focus: {
    eyebrow: 'MENA and GCC',
    marketsTitle: 'Markets we serve',
    imageAlt:
      'Consulting roadmap: organisation chart, performance chart and the steps from diagnosis to delivery',
    title: 'Focused on the region we work in',
    text: 'Our consultants have led projects with national oil companies, joint ventures and private service groups across North Africa, the Levant and the Gulf. We know the regulatory frameworks, localisation targets (such as In-Country Value programmes) and the way decisions are made in family and state-owned businesses.',
    markets: [
      'Egypt',
      'Saudi Arabia',
      'United Arab Emirates',
      'Kuwait',
      'Qatar',
      'Oman',
      'Bahrain',
      'Iraq',
      'Libya',
    ],
  },
  topicsEyebrow: 'Expertise',
  topicsTitle: 'Where we help',
  topics: [
    {
      title: 'Strategy',
      text: 'Portfolio and growth strategy, market entry in the GCC, and business plans that survive an oil-price cycle.',
      icon: 'strategy',
    },
    {
      title: 'Governance',
      text: 'Board structures, delegation of authority, risk and compliance frameworks that satisfy partners, lenders and regulators.',
      icon: 'governance',
    },
    {
      title: 'Family business',
      text: 'Family charters, succession planning and the separation of ownership from management in family-owned energy groups.',
      icon: 'family',
    },
    {
      title: 'Marketing',
      text: 'Positioning for service companies, tender and pre-qualification strategy with NOCs, and brand building for B2B energy markets.',
      icon: 'marketing',
    },
    {
      title: 'Organisation development',
      text: 'Operating models, job architecture, competency frameworks and technical career ladders for engineers and field staff.',
      icon: 'organisation',
    },
    {
      title: 'Transformation',
      text: 'Cost and performance programmes, digital oilfield roadmaps and the change management that makes them stick.',
      icon: 'transformation',
    },
    {
      title: 'Mergers and acquisitions',
      text: 'Buy-side and sell-side support, technical and commercial due diligence on assets and service companies, and post-merger integration.',
      icon: 'mergers',
    },
    {
      title: 'Sustainability',
      text: 'Emissions baselines, flaring and methane reduction plans, ESG reporting and energy-transition strategy for hydrocarbon businesses.',
      icon: 'sustainability',
    },
  ] satisfies ConsultingTopic[],
  technical: {
    eyebrow: 'Engineering depth',
    title: 'Technical studies',
    text: 'When the decision depends on the subsurface, our geoscientists and engineers join the team.',
    items: [
      'Geological and geophysical studies: seismic interpretation, mapping and static modelling',
      'Reservoir engineering: material balance, simulation, waterflood and EOR screening',
      'Production and operations studies: nodal analysis, lift optimisation and facilities debottlenecking',
      'Field development plans and reserves evaluation',
    ],
  },
  cta: {
    title: 'Have a decision to make?',
    text: 'Tell us what you are facing. A partner will reply within two working days with a first view and a proposed approach.',
    action: { label: 'Contact us', to: '/contactus' },
  },
};

export type ConsultingCopy = typeof consultingEnglish;

/** The page's copy in both languages; the Arabic is content/ar/consulting.ts. */
export const consultingPage = bilingual(consultingEnglish, () => import('@/content/ar/consulting'));

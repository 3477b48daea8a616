import { slide, type Illustration } from '@/content/illustrations';
import { bilingual } from '@/i18n/content';

/** Copy and figures of the home page (spec §2 Home, §9). */

export interface Counter {
  value: number;
  label: string;
  /** Shown after the number, e.g. '+'. */
  suffix?: string;
}

export interface FeaturedProject {
  title: string;
  description: string;
  to: string;
  image: Illustration;
}

export interface ClientLogo {
  name: string;
  /** Which of the geometric marks the wordmark carries. */
  mark: 'delta' | 'dune' | 'wave' | 'flare' | 'shield' | 'grid' | 'drop' | 'sun';
  /** Second line under the name. */
  descriptor: string;
}

const hero = {
  eyebrow: 'Oil and gas services since 2006',
  lead: 'Artificial lift, production well testing, EOR chemicals, engineering software and technical training for operators across Egypt, the Gulf and North Africa.',
  primaryAction: { label: 'Explore training', to: '/courses' },
  secondaryAction: { label: 'Talk to an engineer', to: '/contactus' },
  sceneLabel:
    'Illustration: a pumpjack producing oil from a reservoir, with a drilling rig and a gas flare on the horizon',
  highlights: [
    'ESP, rod pump, gas lift and PCP',
    'Well testing and DST crews',
    'Partner software suites',
  ],
};

const counters: Counter[] = [
  { value: 300, label: 'Delivered courses', suffix: '+' },
  { value: 50, label: 'Clients', suffix: '+' },
  { value: 5, label: 'Studies' },
];

export const counterSettings = {
  /** Animation length (spec §9). */
  durationMs: 3000,
  /** Starts when the counters come within this distance below the viewport (spec §9). */
  startMarginPx: 500,
};

const aboutBlock = {
  eyebrow: 'About Petrolink',
  imageAlt: 'Surface well-test spread on a desert wellsite at dusk, with crew cabin and flare',
  badgeLabel: 'years in the field',
  title: 'Field people, engineers and instructors under one roof',
  text: 'Petrolink started in 2006 as a two-crew well-testing contractor in the Western Desert. Today 87 engineers, technicians and instructors deliver lift, testing, chemical and software services and train the people who run them, from our base in New Cairo to sites across the Gulf.',
  points: [
    'Own crews and equipment for surface well testing and artificial lift',
    'Certified instructors with field careers behind them',
    'Authorised reseller and trainer for leading geoscience software',
  ],
  link: { label: 'More about us', to: '/aboutus' },
};

const clientsHeading = 'Trusted by operators and service companies across the region';

/** Fictional client wordmarks for the scrolling strip. */
export const clients: ClientLogo[] = [
  { name: 'Qarun Basin', descriptor: 'Petroleum Company', mark: 'dune' },
  { name: 'Nile Delta', descriptor: 'Gas Operating', mark: 'delta' },
  { name: 'Red Sea Horizon', descriptor: 'Energy', mark: 'wave' },
  { name: 'Sinai Offshore', descriptor: 'Petroleum', mark: 'flare' },
  { name: 'Gulf Meridian', descriptor: 'Oil & Gas', mark: 'sun' },
  { name: 'Arabian Shield', descriptor: 'Resources', mark: 'shield' },
  { name: 'Western Desert', descriptor: 'Operating Co.', mark: 'grid' },
  { name: 'Levant Crude', descriptor: 'Exploration', mark: 'drop' },
];

const featuredProjects = {
  eyebrow: 'Where we work',
  title: 'FEATURED PROJECTS',
  carouselLabel: 'Project slides',
  /** Each slide's link, and what screen readers hear after it (' about ' training). */
  more: { label: 'Learn more', about: ' about ' },
  action: { label: 'ALL PROJECTS', to: '/projects' },
};

/** The six slides of the featured-projects carousel (spec §2 Home). */
const projectSlides: FeaturedProject[] = [
  {
    title: 'Artificial lift',
    description:
      'ESP, rod pump, gas lift and PCP systems sized from your well data, installed and optimised by our own crews.',
    to: '/artificalleft',
    image: slide(
      'artificial-lift',
      'Cut-away of a well with an electric submersible pump string below the wellhead',
    ),
  },
  {
    title: 'Consultation',
    description:
      'Geological, geophysical, reservoir engineering and operations studies that turn data into field decisions.',
    to: '/consultation',
    image: slide(
      'consultation',
      'Geological cross-section with faulted layers and a reservoir trap',
    ),
  },
  {
    title: 'Enhanced oil recovery',
    description:
      'Polymer and surfactant chemicals, lab screening and the supply chain that gets them to the injector on time.',
    to: '/enhancing',
    image: slide(
      'enhanced-oil-recovery',
      'Injector and producer wells with a polymer flood front sweeping the reservoir',
    ),
  },
  {
    title: 'Production well testing',
    description:
      'Surface well testing, DST support and multiphase metering with real-time data from the wellsite.',
    to: '/testing',
    image: slide('well-testing', 'Surface well-test spread: choke manifold, separator and flare'),
  },
  {
    title: 'Training',
    description:
      'Upstream and downstream disciplines, IT, machine learning and finance, taught by practising engineers.',
    to: '/courses',
    image: slide('training', 'Classroom screen showing a nodal analysis chart and a well diagram'),
  },
  {
    title: 'Software',
    description:
      'Single-task tools and complete suites for geoscience and engineering, licensed, supported and taught.',
    to: '/software',
    image: slide('software', '3D reservoir model grid coloured by oil saturation'),
  },
];

/** Carousel constants (spec §9). */
export const carouselSettings = {
  autoplayMs: 2500,
  spacing: 15,
  slideHeight: 600,
  /** Slides per view: default, from 768 px, from 968 px. */
  perView: { base: 2, medium: 3, large: 4 },
  breakpoints: { medium: 768, large: 968 },
};

/** Everything a visitor reads on the home page apart from the services grid (content/services.ts). */
export interface HomeCopy {
  hero: typeof hero;
  countersLabel: string;
  counters: Counter[];
  aboutBlock: typeof aboutBlock;
  clientsHeading: string;
  featuredProjects: typeof featuredProjects;
  projectSlides: FeaturedProject[];
  /** Heading of the testimonials band (the quotes themselves come from the API). */
  testimonialsTitle: string;
}

const homeEnglish: HomeCopy = {
  hero,
  countersLabel: 'Petrolink in figures',
  counters,
  aboutBlock,
  clientsHeading,
  featuredProjects,
  projectSlides,
  testimonialsTitle: 'What our clients say',
};

/** The home page's copy in both languages; the Arabic is content/ar/home.ts. */
export const homePage = bilingual(homeEnglish, () => import('@/content/ar/home'));

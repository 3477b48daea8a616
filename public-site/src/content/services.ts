import { bilingual } from '@/i18n/content';

export type ServiceIcon = 'training' | 'software' | 'consultation' | 'operations';

export interface ServiceSummary {
  title: string;
  description: string;
  to: string;
  icon: ServiceIcon;
}

/** The four offerings on the home page grid (spec §2 Home). */
const homeServices: ServiceSummary[] = [
  {
    title: 'Training',
    description:
      'On-site courses in upstream and downstream disciplines, IT, machine learning and finance.',
    to: '/courses',
    icon: 'training',
  },
  {
    title: 'Software',
    description:
      'Single-task tools and complete suites for geoscience and engineering, from trusted partners.',
    to: '/software',
    icon: 'software',
  },
  {
    title: 'Consultation',
    description:
      'Geological, geophysical, reservoir engineering and operations studies for MENA and the GCC.',
    to: '/consultation',
    icon: 'consultation',
  },
  {
    title: 'Operations',
    description:
      'Artificial lift, production well testing and enhanced oil recovery chemicals in the field.',
    to: '/artificalleft',
    icon: 'operations',
  },
];

export interface ServicesCopy {
  eyebrow: string;
  title: string;
  intro: string;
  /** The card's visual 'Learn more' (the title is the link). */
  more: string;
  items: ServiceSummary[];
}

const servicesEnglish: ServicesCopy = {
  eyebrow: 'What we do',
  title: 'Services across the energy value chain',
  intro: 'One partner for the people, the tools and the field work behind every barrel.',
  more: 'Learn more',
  items: homeServices,
};

/** The home page's services grid in both languages; the Arabic is content/ar/services.ts. */
export const homeServicesSection = bilingual(
  servicesEnglish,
  () => import('@/content/ar/services'),
);

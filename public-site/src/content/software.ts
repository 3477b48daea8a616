import { picture, type Illustration } from '@/content/illustrations';
import { bilingual } from '@/i18n/content';

/** Software partners page (spec §1: five third-party products, each with blurb, link, image). */

export interface SoftwarePartner {
  name: string;
  vendor: string;
  category: string;
  blurb: string;
  /** What we do around the product. */
  services: string[];
  url: string;
  image: Illustration;
}

const softwarePage = {
  eyebrow: 'Software partners',
  title: 'The engineering software behind better wells',
  intro:
    'We license, deploy, support and teach the industry tools our clients use every day — from seismic interpretation to production networks — and connect them to the field data that makes them useful.',
  partners: {
    eyebrow: 'Our partners',
    title: 'Five products we know inside out',
    intro: 'Each one is licensed, supported and taught by certified Petrolink engineers.',
    /** {name}: the product's name. */
    servicesLabel: 'Our services for {name}',
    visit: 'Visit the {name} website',
    newTab: ' (opens in a new tab)',
  },
  howWeHelp: {
    eyebrow: 'Services',
    title: 'More than a licence',
    items: [
      {
        title: 'Licensing and deployment',
        text: 'Right-sized licence pools, installation on workstations, servers or cloud, and integration with your data stores.',
      },
      {
        title: 'Local support in Arabic and English',
        text: 'First-line support in your time zone, with escalation to the vendor when needed.',
      },
      {
        title: 'Training and mentoring',
        text: 'Scheduled courses in New Cairo and on-site workshops built around your own fields and data.',
      },
      {
        title: 'Studies with the tools',
        text: 'Our engineers use the same software on consulting studies and hand over the working models.',
      },
    ],
  },
  disclaimer:
    'Product names are trademarks of their respective owners and are shown to describe the software we support. Links open the vendors’ own websites.',
};

const softwarePartners: SoftwarePartner[] = [
  {
    name: 'Petrel',
    vendor: 'SLB',
    category: 'Geoscience and reservoir modelling',
    blurb:
      'A single platform from seismic interpretation and well correlation to structural framework, property modelling and simulation set-up, so geophysicists, geologists and reservoir engineers share one model.',
    services: ['Interpretation and modelling workflows', 'Plug-in and project data management'],
    url: 'https://www.software.slb.com/products/petrel',
    image: picture('sw-petrel', 'Seismic cube with an interpreted horizon surface'),
  },
  {
    name: 'PIPESIM',
    vendor: 'SLB',
    category: 'Production systems and flow assurance',
    blurb:
      'Steady-state multiphase flow simulation for wells, pipelines and gathering networks: nodal analysis, artificial lift design, and hydrate, erosion and slugging checks before you build.',
    services: ['Well and network model building', 'Gas lift and ESP design studies'],
    url: 'https://www.software.slb.com/products/pipesim',
    image: picture('sw-pipesim', 'Production network of wells, manifold, separator and plant'),
  },
  {
    name: 'Saphir',
    vendor: 'KAPPA',
    category: 'Pressure transient analysis',
    blurb:
      'The reference tool for well test interpretation: log-log and derivative diagnostics, analytical and numerical models, and deconvolution to read permeability, skin and boundaries from your build-ups.',
    services: ['Well test design and interpretation', 'Saphir and Topaze training'],
    url: 'https://www.kappaeng.com/software/saphir/overview',
    image: picture('sw-saphir', 'Log-log plot of pressure change and Bourdet derivative'),
  },
  {
    name: 'IPM suite (PROSPER, GAP, MBAL)',
    vendor: 'Petroleum Experts',
    category: 'Integrated production modelling',
    blurb:
      'Well performance (PROSPER), surface network optimisation (GAP) and material balance (MBAL) linked into one model to forecast production and test lift and facility decisions on the whole field.',
    services: ['Integrated asset models', 'Material balance and forecast studies'],
    url: 'https://www.petex.com/products/ipm-suite/',
    image: picture('sw-ipm', 'Production forecast with a decline fit and a bubble map of wells'),
  },
  {
    name: 'IMEX, GEM and STARS',
    vendor: 'CMG',
    category: 'Reservoir simulation and EOR',
    blurb:
      'Black-oil, compositional and thermal/chemical reservoir simulators, widely used to model polymer, surfactant and CO₂ injection and to history-match mature waterfloods.',
    services: ['Chemical EOR simulation studies', 'History matching and forecasting'],
    url: 'https://www.cmgl.ca/',
    image: picture('sw-cmg', 'Simulation grid coloured by pressure with streamlines'),
  },
];

export interface SoftwareCopy {
  page: typeof softwarePage & {
    cta: { title: string; text: string; action: { label: string; to: string } };
  };
  partners: SoftwarePartner[];
}

const softwareEnglish: SoftwareCopy = {
  page: {
    ...softwarePage,
    cta: {
      title: 'Need licences, support or a course?',
      text: 'Tell us which tools your team uses and what you want to achieve with them.',
      action: { label: 'Contact us', to: '/contactus' },
    },
  },
  partners: softwarePartners,
};

/** The page's copy in both languages; the Arabic is content/ar/software.ts. */
export const softwareContent = bilingual(softwareEnglish, () => import('@/content/ar/software'));

import { picture, type Illustration } from '@/content/illustrations';
import { bilingual } from '@/i18n/content';

/** Copy of the three operations pages (spec §2 Service pages). */

export interface ProductCard {
  title: string;
  description: string;
  /** Short technical facts shown as a list on the card. */
  facts: string[];
  image: Illustration;
}

export interface ServicePage {
  eyebrow: string;
  title: string;
  intro: string;
  overview: { title: string; paragraphs: string[] };
  productsTitle: string;
  products: ProductCard[];
  /** Short proof points beside the overview. */
  highlights: { value: string; label: string }[];
}

const artificialLiftPage: ServicePage = {
  eyebrow: 'Operations · Artificial lift',
  title: 'Artificial lift that matches the well, not the catalogue',
  intro:
    'Selection, design, installation and optimisation of ESP, rod pump, gas lift and PCP systems, with our own field crews and a failure-analysis loop that keeps run life climbing.',
  overview: {
    title: 'From the inflow to the stock tank',
    paragraphs: [
      'Every lift design starts with the well: inflow performance from the latest tests, PVT and water cut, deviation survey, sand and gas content, and the power and gas available on site. We run nodal analysis for each candidate method and recommend the one with the best cost per barrel over the well’s life, not the highest day-one rate.',
      'Our crews install and commission the equipment, tune variable speed drives and pump-off controllers, and set up surveillance so that every pull is investigated. Teardown findings feed straight back into the next design.',
    ],
  },
  highlights: [
    { value: '640+', label: 'Lifted wells under our surveillance' },
    { value: '730 d', label: 'Average ESP run life on managed wells' },
    { value: '24/7', label: 'Field crews in the Western Desert and Gulf of Suez' },
  ],
  productsTitle: 'Lift systems we design and run',
  products: [
    {
      title: 'Electric submersible pumps (ESP)',
      description:
        'High-rate lift for deep wells and high water cut. We size pump stages, motor and cable from the IPR and fluid data, and commission the VSD with downhole gauge monitoring.',
      facts: [
        'Rates from 300 to 30,000 bbl/d',
        'Gas handlers and abrasion-resistant stages',
        'Teardown and dismantle-inspection-failure analysis',
      ],
      image: picture('lift-esp', 'ESP assembly: motor, seal section, intake and pump stages'),
    },
    {
      title: 'Sucker-rod pumping',
      description:
        'Beam pumping units and downhole rod pumps for low-to-medium rate wells. Rod string design, dynamometer surveys and pump-off control to cut fluid pound and rod failures.',
      facts: [
        'API 11E units up to 912 in-kip',
        'Wave-equation rod design and dynocard diagnosis',
        'Pump-off controllers and VSD retrofits',
      ],
      image: picture('lift-rod-pump', 'Beam pumping unit with the downhole rod pump'),
    },
    {
      title: 'Gas lift',
      description:
        'Continuous and intermittent gas lift design, valve spacing and setting, and injection optimisation across the field network to get the most oil from the gas you have.',
      facts: [
        'Mandrel spacing and valve calibration',
        'Field-wide gas allocation studies',
        'Wireline valve change-out programmes',
      ],
      image: picture(
        'lift-gas-lift',
        'Gas lift well: injection gas entering the tubing through valves',
      ),
    },
    {
      title: 'Progressing cavity pumps (PCP)',
      description:
        'For heavy, viscous and sandy crude where other pumps wear out. Elastomer selection from fluid compatibility tests, rotor fit, and surface drive heads with backspin control.',
      facts: [
        'Viscosities above 5,000 cP',
        'Elastomer swell and compatibility testing',
        'Insertable and tubing-deployed designs',
      ],
      image: picture(
        'lift-pcp',
        'Progressing cavity pump: helical rotor inside an elastomer stator',
      ),
    },
  ],
};

const eorPage: ServicePage = {
  eyebrow: 'Operations · Enhanced oil recovery',
  title: 'Chemical EOR, from the lab bench to the injector',
  intro:
    'Polymer and surfactant flooding programmes for mature waterfloods: screening, laboratory design, field pilots and the supply chain that keeps the chemicals arriving on specification and on time.',
  overview: {
    title: 'More oil from the fields you already have',
    paragraphs: [
      'Many waterfloods in the region leave more than half of the oil behind because the water is too mobile and the oil is held by capillary forces. Polymer improves the sweep; surfactants release the trapped oil. We screen each reservoir for temperature, salinity, hardness and permeability before recommending a chemistry.',
      'Our New Cairo laboratory runs rheology, filtration, adsorption and coreflood tests with your brine and crude. We then design the pilot, supply and mix the chemicals on site, and monitor injectivity, breakthrough and incremental oil with your reservoir team.',
    ],
  },
  highlights: [
    { value: '14', label: 'Polymer and SP pilots designed since 2015' },
    { value: '+9%', label: 'Typical incremental recovery on polymer pilots' },
    { value: '98%', label: 'On-time chemical deliveries last year' },
  ],
  productsTitle: 'What we supply and deliver',
  products: [
    {
      title: 'Polymer flooding',
      description:
        'HPAM, sulfonated (ATBS) and biopolymer grades matched to reservoir temperature and salinity, supplied as powder or emulsion with slicing and dissolution skids.',
      facts: [
        'Viscosity design for target mobility ratio',
        'Mechanical-degradation and filter-ratio QA',
        'Mixing skids and in-line viscometers',
      ],
      image: picture('eor-polymer', 'Polymer chains thickening injection water'),
    },
    {
      title: 'Surfactant and alkaline-surfactant-polymer',
      description:
        'Surfactant blends formulated for ultra-low interfacial tension with your crude, with or without alkali, to mobilise residual oil after waterflooding.',
      facts: [
        'Phase-behaviour and IFT screening',
        'Adsorption and retention measurements',
        'Salinity-gradient design',
      ],
      image: picture('eor-surfactant', 'Surfactant molecules around an oil droplet'),
    },
    {
      title: 'Laboratory screening and coreflooding',
      description:
        'Reservoir-condition corefloods, rheology and compatibility tests that turn a chemical concept into a pilot design with quantified incremental oil.',
      facts: [
        'Coreflood at up to 120 °C and 5,000 psi',
        'Rheology, filtration and thermal stability',
        'Simulation-ready relative permeability data',
      ],
      image: picture('eor-lab', 'Coreflood rig with core holder, pump and effluent tubes'),
    },
    {
      title: 'Chemical supply chain',
      description:
        'Sourcing, import clearance, bonded storage and delivery to the wellsite, with batch certificates and cold-chain or dry storage where the chemistry needs it.',
      facts: [
        'Approved manufacturers in Europe and Asia',
        'Bonded storage at Suez and Alexandria',
        'Batch QA before every delivery',
      ],
      image: picture('eor-supply', 'ISO tank truck delivering chemicals to the wellsite'),
    },
  ],
};

const wellTestingPage: ServicePage = {
  eyebrow: 'Operations · Production well testing',
  title: 'Production well testing you can build a development plan on',
  intro:
    'Surface well testing, drill stem test support, multiphase metering and real-time data for exploration, appraisal and producing wells, onshore and offshore.',
  overview: {
    title: 'Rates, pressures and samples you can trust',
    paragraphs: [
      'A well test is the most expensive measurement most operators make, and the one they depend on for reserves, completion and facility decisions. We plan each test with your reservoir engineers — flow periods, choke sequence, sampling points and gauge selection — so that the data answers the questions that matter.',
      'Our spreads are maintained and certified in-house, our crews are trained on H₂S and high-pressure operations, and every test is streamed to your office with a preliminary interpretation before the crew leaves the site.',
    ],
  },
  highlights: [
    { value: '1,900+', label: 'Well tests since 2006' },
    { value: '10,000 psi', label: 'Surface equipment rating, H₂S service' },
    { value: '< 24 h', label: 'From shut-in to preliminary interpretation' },
  ],
  productsTitle: 'Testing services and equipment',
  products: [
    {
      title: 'Surface well testing packages',
      description:
        'Complete spreads from flowhead to flare: data header, choke manifold, steam heat exchanger, three-phase test separator, surge and gauge tanks, transfer pumps and burners.',
      facts: [
        '5,000 and 10,000 psi, H₂S rated',
        'Test separators to 10,000 bbl/d liquid',
        'Clean-up, production and extended tests',
      ],
      image: picture(
        'test-surface',
        'Surface well-test spread with choke manifold, separator and tank',
      ),
    },
    {
      title: 'Drill stem testing (DST) support',
      description:
        'Downhole test strings with packers, tester valves and memory gauges, run with our surface package so the whole test has one supervisor and one data set.',
      facts: [
        'Open-hole and cased-hole DST',
        'Downhole shut-in for clean build-ups',
        'Bottomhole and surface PVT sampling',
      ],
      image: picture('test-dst', 'Drill stem test string with packers and gauges'),
    },
    {
      title: 'Multiphase flow metering',
      description:
        'Venturi and gamma-ray multiphase meters for separator-free testing of oil, water and gas rates, ideal for well surveillance and small footprints.',
      facts: [
        'Continuous rates without separation',
        'Gas volume fractions up to 98%',
        'Meter verification against separator tests',
      ],
      image: picture('test-mpfm', 'Multiphase flow meter with venturi and gamma detector'),
    },
    {
      title: 'Real-time data and interpretation',
      description:
        'Electronic data acquisition on every sensor, satellite transmission to your office, and pressure transient analysis by our reservoir engineers.',
      facts: [
        'Live dashboards for rates and pressures',
        'Pressure transient and rate transient analysis',
        'Final report with PVT and sample logs',
      ],
      image: picture('test-data', 'Real-time test data screen and satellite link'),
    },
  ],
};

/** What the three pages share around their own copy. */
export interface ServicePageChrome {
  overviewEyebrow: string;
  productsEyebrow: string;
  /** The product card's link, and what screen readers hear after it (' about ' gas lift). */
  contact: { label: string; about: string };
  cta: { title: string; text: string; action: { label: string; to: string } };
}

export interface OperationsCopy {
  artificialLift: ServicePage;
  eor: ServicePage;
  wellTesting: ServicePage;
  chrome: ServicePageChrome;
}

const operationsEnglish: OperationsCopy = {
  artificialLift: artificialLiftPage,
  eor: eorPage,
  wellTesting: wellTestingPage,
  chrome: {
    overviewEyebrow: 'Overview',
    productsEyebrow: 'Products',
    contact: { label: 'Contact us', about: ' about ' },
    cta: {
      title: 'Planning work on your wells?',
      text: 'Send us the well data you have. An engineer will come back with a first assessment and a proposal within two working days.',
      action: { label: 'Contact us', to: '/contactus' },
    },
  },
};

/** The pages' copy in both languages; the Arabic is content/ar/operations.ts. */
export const operationsPages = bilingual(
  operationsEnglish,
  () => import('@/content/ar/operations'),
);

import type { Motif } from './course-art.js';

/** A believable starting catalogue for a fresh installation (SEED_DEMO). */
export const DEMO_CATEGORIES: {
  title: string;
  subCategories: {
    title: string;
    motif: Motif;
    hue: number;
    courses: {
      name: string;
      classification: string;
      discipline: string;
      price: number;
      instructor: string;
      time: string;
      location: string;
      description: string;
      /** Other words the search finds the course by (issue 26 item 4). */
      keywords?: string;
    }[];
  }[];
}[] = [
  {
    title: 'Upstream',
    subCategories: [
      {
        title: 'Production engineering',
        motif: 'derrick',
        hue: 205,
        courses: [
          {
            name: 'Electrical Submersible Pump Design and Troubleshooting',
            classification: 'PE-201',
            discipline: 'Artificial lift',
            price: 18500,
            instructor: 'Eng. Karim Mansour, 18 years in ESP field service',
            time: '5 days, Sun–Thu, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Size an ESP system from reservoir inflow to surface equipment, read amp charts and diagnose gas locking, scale and motor overheating.</p><ul><li>Pump curves, stages and operating range</li><li>Motor, seal and cable selection</li><li>Run-life analysis and failure reports</li></ul>',
          },
          {
            name: 'Gas Lift Design and Optimisation',
            classification: 'PE-204',
            discipline: 'Artificial lift',
            price: 16000,
            instructor: 'Eng. Laila Hassan, gas lift specialist',
            time: '4 days, Mon–Thu, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Continuous and intermittent gas lift: valve spacing, injection pressure, multipointing diagnosis and field-wide gas allocation.</p>',
          },
          {
            name: 'Sucker Rod and Progressing Cavity Pumps',
            classification: 'PE-207',
            discipline: 'Artificial lift',
            price: 14500,
            instructor: 'Eng. Omar Farouk',
            time: '3 days, 09:00–16:00',
            location: 'Ras Shukeir field base',
            description:
              '<p>Rod string design, dynamometer card interpretation, PCP elastomer selection and handling of heavy and sandy crude.</p>',
            keywords: 'SRP, PCP, beam pump, rod lift',
          },
        ],
      },
      {
        title: 'Reservoir engineering',
        motif: 'layers',
        hue: 190,
        courses: [
          {
            name: 'Applied Reservoir Engineering',
            classification: 'RE-101',
            discipline: 'Reservoir',
            price: 21000,
            instructor: 'Dr. Hany Abdelrahman',
            time: '5 days, Sun–Thu, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Material balance, decline curve analysis, drive mechanisms and reserves classification under PRMS, with field cases from the Western Desert.</p>',
          },
          {
            name: 'Well Test Design and Pressure Transient Analysis',
            classification: 'RE-210',
            discipline: 'Well testing',
            price: 19500,
            instructor: 'Eng. Mona Saleh',
            time: '4 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Plan drawdown, build-up and DST programmes; interpret derivative plots for skin, permeability and boundaries; surface well testing and multiphase metering.</p>',
          },
          {
            name: 'Chemical and Polymer EOR Screening',
            classification: 'RE-305',
            discipline: 'Enhanced oil recovery',
            price: 23000,
            instructor: 'Dr. Tarek El-Sayed',
            time: '3 days, 09:00–16:00',
            location: 'Alexandria Conference Centre',
            description:
              '<p>Screen reservoirs for polymer, surfactant-polymer and ASP flooding; laboratory programmes, pilot design and chemical supply logistics.</p>',
          },
        ],
      },
    ],
  },
  {
    title: 'Downstream',
    subCategories: [
      {
        title: 'Refining and processing',
        motif: 'pipes',
        hue: 20,
        courses: [
          {
            name: 'Crude Oil Refining Fundamentals',
            classification: 'DS-110',
            discipline: 'Refining',
            price: 15000,
            instructor: 'Eng. Ahmed Nabil',
            time: '4 days, 09:00–16:00',
            location: 'Suez training hall',
            description:
              '<p>From the crude assay to finished products: distillation, cracking, reforming, treating and the economics of a refinery margin.</p>',
          },
          {
            name: 'Process Safety Management',
            classification: 'DS-150',
            discipline: 'HSE',
            price: 12500,
            instructor: 'Eng. Rania Fawzy, CCPSC',
            time: '3 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>HAZOP and LOPA in practice, management of change, permit to work and learning from major accident case studies.</p>',
          },
        ],
      },
      {
        title: 'Pipelines and storage',
        motif: 'pipes',
        hue: 32,
        courses: [
          {
            name: 'Pipeline Integrity Management',
            classification: 'DS-220',
            discipline: 'Pipelines',
            price: 17500,
            instructor: 'Eng. Youssef Gamal',
            time: '4 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Corrosion mechanisms, cathodic protection, in-line inspection data and risk-based integrity plans for liquid and gas lines.</p>',
          },
        ],
      },
    ],
  },
  {
    title: 'Digital and data',
    subCategories: [
      {
        title: 'Machine learning for energy',
        motif: 'nodes',
        hue: 250,
        courses: [
          {
            name: 'Machine Learning for Production Data',
            classification: 'IT-310',
            discipline: 'Data science',
            price: 20000,
            instructor: 'Dr. Nour Elshamy',
            time: '5 evenings, 17:00–21:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Python for well and sensor data: cleaning, virtual flow metering, failure prediction for ESPs and honest model validation.</p>',
          },
          {
            name: 'Geoscience Software Workflows',
            classification: 'IT-220',
            discipline: 'Geoscience software',
            price: 16500,
            instructor: 'Eng. Sherif Adel',
            time: '4 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>From seismic interpretation to a static model: horizons, faults, petrophysical logs and property modelling in industry-standard suites.</p>',
          },
        ],
      },
    ],
  },
  {
    title: 'Business and finance',
    subCategories: [
      {
        title: 'Petroleum economics',
        motif: 'chart',
        hue: 150,
        courses: [
          {
            name: 'Petroleum Economics and Risk Analysis',
            classification: 'FN-120',
            discipline: 'Finance',
            price: 15500,
            instructor: 'Dr. Heba Mostafa',
            time: '3 days, 09:00–16:00',
            location: 'Cairo Business Hub, Zamalek',
            description:
              '<p>Cash-flow models, production sharing contracts in Egypt and the region, NPV and IRR, and Monte Carlo risk analysis for field developments.</p>',
          },
          {
            name: 'Project Management for Oilfield Operations',
            classification: 'FN-140',
            discipline: 'Management',
            price: 13500,
            instructor: 'Eng. Mahmoud Rizk, PMP',
            time: '4 days, 09:00–16:00',
            location: 'Cairo Business Hub, Zamalek',
            description:
              '<p>Scope, schedule and cost control for workovers, facilities tie-ins and drilling campaigns, with contractor management in practice.</p>',
          },
        ],
      },
    ],
  },
];

export const DEMO_JOBS: {
  title: string;
  category: string;
  type: 'all' | 'instructor';
  description: string;
}[] = [
  {
    title: 'Senior ESP Field Engineer',
    category: 'Artificial lift',
    type: 'all',
    description:
      '<p>Install, commission and troubleshoot electrical submersible pump systems across Western Desert and Gulf of Suez fields.</p><ul><li>BSc in petroleum, mechanical or electrical engineering</li><li>5+ years of ESP or artificial lift experience</li><li>Valid driving licence; rotation 28/28</li></ul>',
  },
  {
    title: 'Well Testing Operator',
    category: 'Production well testing',
    type: 'all',
    description:
      '<p>Rig up and operate surface well testing packages: separators, choke manifolds, data headers and multiphase meters.</p><ul><li>3+ years on well testing crews</li><li>IWCF or equivalent well control certificate</li></ul>',
  },
  {
    title: 'Reservoir Engineer',
    category: 'Consultation',
    type: 'all',
    description:
      '<p>Build and history-match reservoir models, evaluate EOR opportunities and support field development plans for clients across the MENA region.</p>',
  },
  {
    title: 'Artificial Lift Instructor',
    category: 'Training',
    type: 'instructor',
    description:
      '<p>Deliver our ESP, gas lift and rod pump courses in Cairo and at client sites. Ten years of field experience and a passion for teaching.</p>',
  },
  {
    title: 'Data Science Instructor (Energy)',
    category: 'Training',
    type: 'instructor',
    description:
      '<p>Teach Python and machine learning applied to production and sensor data to engineers. Part-time, evening sessions.</p>',
  },
];

/** Published on the home page's "What our clients say" band (the companies are fictional). */
export const DEMO_TESTIMONIALS: { quote: string; author: string; company: string }[] = [
  {
    quote:
      'Petrolink redesigned the ESP program on twelve of our Western Desert wells: new pump sizing from the well tests, VSD tuning on site and a proper failure-analysis loop. Average run life went from 410 to 730 days in eighteen months.',
    author: 'Eng. Hany El-Sayed',
    company: 'Qarun Basin Petroleum Company',
  },
  {
    quote:
      'Their well-testing crew mobilised in four days and the interpretation report was on my desk a week after flow-back. Clear data, no surprises on the invoice.',
    author: 'Eng. Mona Adel',
    company: 'Gulf of Suez Operating Company',
  },
  {
    quote:
      'We sent twenty junior production engineers to the artificial lift course. The instructors had run the same pumps in the field, and it showed in every session.',
    author: 'Eng. Karim Fawzy',
    company: 'Nile Delta Gas',
  },
];

/** Shown on the training and careers pages (and as their FAQPage), in this order. */
export const DEMO_FAQS: { question: string; answer: string }[] = [
  {
    question: 'Where do the courses take place?',
    answer:
      '<p>At our training centre in New Cairo, or on your own site anywhere in Egypt and the Gulf for a group of eight or more. Each session on a course page gives its place and times.</p>',
  },
  {
    question: 'How do I book and pay for a seat?',
    answer:
      '<p>Sign in, choose a date on the course page and pay by card through Paymob. Your seat is held while you pay; the confirmation, the receipt and a calendar file arrive by email.</p>',
  },
  {
    question: 'Can I move or cancel a booking?',
    answer:
      '<p>You can cancel a booked seat from your profile up to seven days before the course starts; the payment goes back to your card. To move to another date of the same course, contact us and our team moves the booking for you. Our <a href="/refund-returns-policy">refund and returns policy</a> gives the details.</p>',
  },
  {
    question: 'Do I get a certificate?',
    answer:
      '<p>Every participant who attends the whole course receives a certificate. It appears in your profile as a PDF, and an employer can check it online with the code printed on it.</p>',
  },
  {
    question: 'How do I apply for a job, and what happens next?',
    answer:
      '<p>Open the position on the Careers page and send the form with your CV (PDF, Word or an image). Our recruitment team reads every application and writes to you if your profile matches the role.</p>',
  },
];

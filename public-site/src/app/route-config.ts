import { matchPath } from 'react-router-dom';
import { company } from '@/content/company';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';

export type RouteLayout = 'main' | 'auth';

export interface AppRoute {
  path: string;
  layout: RouteLayout;
  /** Page title without the company name; null for the home page. */
  title: string | null;
  description?: string;
  page: LazyPage;
}

const notFound: AppRoute = {
  path: '*',
  layout: 'main',
  title: 'Page not found',
  page: lazyPage(() => import('@/app/routes/not-found')),
};

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    layout: 'main',
    title: null,
    description: `${company.name}: ${company.summary}`,
    page: lazyPage(() => import('@/app/routes/home')),
  },
  // Company pages: about, services, policies.
  {
    path: '/aboutus',
    layout: 'main',
    title: 'About us',
    description: `${company.name}: 20 years of artificial lift, well testing, EOR, software and training for the oil and gas industry in Egypt and the GCC.`,
    page: lazyPage(() => import('@/features/pages/about/about-page')),
  },
  {
    path: '/artificalleft',
    layout: 'main',
    title: 'Artificial lift',
    description:
      'ESP, sucker-rod pumping, gas lift and progressing cavity pump design, installation and optimisation by field crews in Egypt and the Gulf.',
    page: lazyPage(() => import('@/features/pages/operations/artificial-lift-page')),
  },
  {
    path: '/enhancing',
    layout: 'main',
    title: 'Enhanced oil recovery',
    description:
      'Polymer and surfactant flooding: reservoir screening, laboratory corefloods, pilot design and the chemical supply chain to the injector.',
    page: lazyPage(() => import('@/features/pages/operations/eor-page')),
  },
  {
    path: '/testing',
    layout: 'main',
    title: 'Production well testing',
    description:
      'Surface well testing packages, DST support, multiphase flow metering and real-time data with pressure transient interpretation.',
    page: lazyPage(() => import('@/features/pages/operations/well-testing-page')),
  },
  {
    path: '/software',
    layout: 'main',
    title: 'Software partners',
    description:
      'Licensing, support and training for Petrel, PIPESIM, KAPPA Saphir, the Petex IPM suite and CMG reservoir simulators.',
    page: lazyPage(() => import('@/features/pages/software/software-page')),
  },
  {
    path: '/consultation',
    layout: 'main',
    title: 'Consultation',
    description:
      'Strategy, governance, family business, marketing, organisation, transformation, M&A and sustainability consulting for energy businesses in MENA and the GCC.',
    page: lazyPage(() => import('@/features/pages/consulting/consulting-page')),
  },
  {
    path: '/privacy-policy',
    layout: 'main',
    title: 'Privacy policy',
    description: `How ${company.name} collects, uses and protects personal data on its website and training portal.`,
    page: lazyPage(() => import('@/features/pages/policies/privacy-page')),
  },
  {
    path: '/refund-returns-policy',
    layout: 'main',
    title: 'Refund and returns policy',
    description: `Cancellation, refund and returns terms for training courses booked and paid online in EGP with ${company.name}.`,
    page: lazyPage(() => import('@/features/pages/policies/refund-page')),
  },
  {
    path: '/login',
    layout: 'auth',
    title: 'Login',
    description: `Sign in to your ${company.name} account to book courses and manage your wishlist.`,
    page: lazyPage(() => import('@/app/routes/login')),
  },
  {
    path: '/register',
    layout: 'auth',
    title: 'Register',
    description: `Create a ${company.name} account to book training courses.`,
    page: lazyPage(() => import('@/app/routes/register')),
  },
  // Account recovery and email verification (issue 14): the links of the account mails.
  {
    path: '/forgot-password',
    layout: 'auth',
    title: 'Forgot password',
    description: `Choose a new password for your ${company.name} account.`,
    page: lazyPage(() => import('@/app/routes/forgot-password')),
  },
  {
    path: '/reset-password',
    layout: 'auth',
    title: 'Choose a new password',
    page: lazyPage(() => import('@/app/routes/reset-password')),
  },
  {
    path: '/verify-email',
    // The main layout: its banner disappears once the address is confirmed.
    layout: 'main',
    title: 'Confirm your email',
    page: lazyPage(() => import('@/app/routes/verify-email')),
  },
  // Training portal: catalogue, course, checkout, payment result, profile.
  {
    path: '/courses',
    layout: 'main',
    title: 'Training courses',
    description: `On-site technical training by ${company.name}: upstream and downstream disciplines, software, data and finance courses with prices in EGP.`,
    page: lazyPage(() => import('@/app/routes/courses')),
  },
  {
    path: '/courses/:id',
    layout: 'main',
    title: 'Course',
    page: lazyPage(() => import('@/app/routes/course-detail')),
  },
  {
    path: '/coursespayment/:id',
    layout: 'main',
    title: 'Checkout',
    page: lazyPage(() => import('@/app/routes/checkout')),
  },
  {
    path: '/payment-result',
    layout: 'main',
    title: 'Payment result',
    page: lazyPage(() => import('@/app/routes/payment-result')),
  },
  {
    path: '/profile',
    layout: 'main',
    title: 'Profile',
    page: lazyPage(() => import('@/app/routes/profile')),
  },
  {
    path: '/update/:id',
    layout: 'main',
    title: 'Update profile',
    page: lazyPage(() => import('@/app/routes/profile-edit')),
  },
  // Careers, application form, contact.
  {
    path: '/projects',
    layout: 'main',
    title: 'Careers',
    description: `Careers at ${company.name}: field engineering, well testing, reservoir studies and instructor openings in New Cairo, Egypt. Apply online with your CV.`,
    page: lazyPage(() => import('@/app/routes/careers')),
  },
  {
    path: '/applynow',
    layout: 'main',
    title: 'Careers',
    page: lazyPage(() => import('@/app/routes/apply')),
  },
  {
    path: '/applynow/:id',
    layout: 'main',
    title: 'Apply for a job',
    description: `Apply to ${company.name} online: your details, your grade and your CV.`,
    page: lazyPage(() => import('@/app/routes/apply')),
  },
  {
    path: '/contactus',
    layout: 'main',
    title: 'Contact us',
    description: `Contact ${company.name} in New Cairo: well testing, artificial lift, EOR, consulting and training enquiries, and subcontractor registration.`,
    page: lazyPage(() => import('@/app/routes/contact')),
  },
  // Issue 14: the public page a certificate's QR code opens.
  {
    path: '/certificates/verify/:code',
    layout: 'main',
    title: 'Certificate verification',
    page: lazyPage(() => import('@/app/routes/certificate-verify')),
  },
  {
    path: '/403',
    layout: 'main',
    title: 'Access denied',
    page: lazyPage(() => import('@/app/routes/forbidden')),
  },
  notFound,
];

/** The route that renders `pathname` (the not-found route when none does). */
export function matchAppRoute(pathname: string): AppRoute {
  return (
    appRoutes.find((route) => route.path !== '*' && matchPath(route.path, pathname) !== null) ??
    notFound
  );
}

export function pageTitle(route: AppRoute): string {
  return route.title ? `${route.title} | ${company.name}` : `${company.name} | ${company.tagline}`;
}

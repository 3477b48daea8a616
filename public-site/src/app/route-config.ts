import { matchPath } from 'react-router-dom';
import type { Dictionary, PageKey } from '@/i18n/dictionary';
import { en } from '@/i18n/en';
import { LOCALES, localePath, withoutLocale, type Locale } from '@/i18n/locale';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';

export type RouteLayout = 'main' | 'auth';

export interface AppRoute {
  path: string;
  layout: RouteLayout;
  /**
   * The page's title in each language's dictionary (i18n/en.ts pages; without the company name,
   * empty for the home page) and its description (i18n/page-descriptions.ts, read only when
   * prerendering). A page with a description is prerendered.
   */
  head: PageKey;
  page: LazyPage;
}

const notFound: AppRoute = {
  path: '*',
  layout: 'main',
  head: 'notFound',
  page: lazyPage(() => import('@/app/routes/not-found')),
};

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    layout: 'main',
    head: 'home',
    page: lazyPage(() => import('@/app/routes/home')),
  },
  // Company pages: about, services, policies.
  {
    path: '/aboutus',
    layout: 'main',
    head: 'about',
    page: lazyPage(() => import('@/features/pages/about/about-page')),
  },
  {
    path: '/artificalleft',
    layout: 'main',
    head: 'artificialLift',
    page: lazyPage(() => import('@/features/pages/operations/artificial-lift-page')),
  },
  {
    path: '/enhancing',
    layout: 'main',
    head: 'eor',
    page: lazyPage(() => import('@/features/pages/operations/eor-page')),
  },
  {
    path: '/testing',
    layout: 'main',
    head: 'wellTesting',
    page: lazyPage(() => import('@/features/pages/operations/well-testing-page')),
  },
  {
    path: '/software',
    layout: 'main',
    head: 'software',
    page: lazyPage(() => import('@/features/pages/software/software-page')),
  },
  {
    path: '/consultation',
    layout: 'main',
    head: 'consultation',
    page: lazyPage(() => import('@/features/pages/consulting/consulting-page')),
  },
  {
    path: '/privacy-policy',
    layout: 'main',
    head: 'privacy',
    page: lazyPage(() => import('@/features/pages/policies/privacy-page')),
  },
  {
    path: '/refund-returns-policy',
    layout: 'main',
    head: 'refund',
    page: lazyPage(() => import('@/features/pages/policies/refund-page')),
  },
  {
    path: '/login',
    layout: 'auth',
    head: 'login',
    page: lazyPage(() => import('@/app/routes/login')),
  },
  {
    path: '/register',
    layout: 'auth',
    head: 'register',
    page: lazyPage(() => import('@/app/routes/register')),
  },
  // Account recovery and email verification (issue 14): the links of the account mails.
  {
    path: '/forgot-password',
    layout: 'auth',
    head: 'forgotPassword',
    page: lazyPage(() => import('@/app/routes/forgot-password')),
  },
  {
    path: '/reset-password',
    layout: 'auth',
    head: 'resetPassword',
    page: lazyPage(() => import('@/app/routes/reset-password')),
  },
  {
    path: '/verify-email',
    // The main layout: its banner disappears once the address is confirmed.
    layout: 'main',
    head: 'verifyEmail',
    page: lazyPage(() => import('@/app/routes/verify-email')),
  },
  // Training portal: catalogue, course, checkout, payment result, profile.
  {
    path: '/courses',
    layout: 'main',
    head: 'courses',
    page: lazyPage(() => import('@/app/routes/courses')),
  },
  {
    path: '/courses/:id',
    layout: 'main',
    head: 'course',
    page: lazyPage(() => import('@/app/routes/course-detail')),
  },
  {
    path: '/coursespayment/:id',
    layout: 'main',
    head: 'checkout',
    page: lazyPage(() => import('@/app/routes/checkout')),
  },
  {
    path: '/payment-result',
    layout: 'main',
    head: 'paymentResult',
    page: lazyPage(() => import('@/app/routes/payment-result')),
  },
  {
    path: '/profile',
    layout: 'main',
    head: 'profile',
    page: lazyPage(() => import('@/app/routes/profile')),
  },
  {
    path: '/update/:id',
    layout: 'main',
    head: 'profileEdit',
    page: lazyPage(() => import('@/app/routes/profile-edit')),
  },
  // Careers, application form, contact.
  {
    path: '/projects',
    layout: 'main',
    head: 'careers',
    page: lazyPage(() => import('@/app/routes/careers')),
  },
  {
    path: '/applynow',
    layout: 'main',
    head: 'careersList',
    page: lazyPage(() => import('@/app/routes/apply')),
  },
  {
    path: '/applynow/:id',
    layout: 'main',
    head: 'apply',
    page: lazyPage(() => import('@/app/routes/apply')),
  },
  {
    path: '/contactus',
    layout: 'main',
    head: 'contact',
    page: lazyPage(() => import('@/app/routes/contact')),
  },
  // Issue 14: the public page a certificate's QR code opens.
  {
    path: '/certificates/verify/:code',
    layout: 'main',
    head: 'certificateVerify',
    page: lazyPage(() => import('@/app/routes/certificate-verify')),
  },
  {
    path: '/403',
    layout: 'main',
    head: 'forbidden',
    page: lazyPage(() => import('@/app/routes/forbidden')),
  },
  notFound,
];

/** The route that renders `pathname`, in either language (the not-found route when none does). */
export function matchAppRoute(pathname: string): AppRoute {
  const path = withoutLocale(pathname);
  return (
    appRoutes.find((route) => route.path !== '*' && matchPath(route.path, path) !== null) ??
    notFound
  );
}

/** The document title: 'About us | Petrolink Energy Services', in the dictionary's language. */
export function pageTitle(route: AppRoute, t: Dictionary = en): string {
  const title = t.pages[route.head];
  return title ? `${title} | ${t.company.name}` : `${t.company.name} | ${t.company.tagline}`;
}

/** A route at its URL in one language: every route exists in both (/x and /ar/x). */
export interface LocalizedRoute {
  route: AppRoute;
  locale: Locale;
  /** The route's path in that language: '/ar/courses/:id'. */
  path: string;
}

/**
 * Every route in every language, generated from the one table above. Read by the prerender
 * only: marked pure so the browser's bundle drops it.
 */
export const localizedRoutes: LocalizedRoute[] = /* @__PURE__ */ LOCALES.flatMap((locale) =>
  appRoutes.map((route) => ({
    route,
    locale,
    path: route.path === '*' ? route.path : localePath(route.path, locale),
  })),
);

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

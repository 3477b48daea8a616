import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { WelcomeNotice } from '@/app/layout/welcome-notice';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { useAppReady } from '@/app/layout/use-app-ready';
import { useT } from '@/i18n/locale-context';
import { lazyPage } from '@/lib/lazy-page';
import styles from '@/app/layout/main-layout.module.css';

// The "verify your email" banner is a chunk of its own, loaded only for a signed-in visitor
// whose address is unverified: every other visitor (and every prerendered page) never shows it.
// lazyPage also fetches its Arabic words on /ar pages before it renders.
const verifyBanner = lazyPage(() =>
  import('@/features/auth/components/verify-banner').then((module) => ({
    default: module.VerifyBanner,
  })),
);

function UnverifiedBanner() {
  const state = useCurrentUser();
  if (state.status !== 'signed-in' || state.user.email_verified !== false) return null;
  return (
    <Suspense fallback={null}>
      <verifyBanner.Component />
    </Suspense>
  );
}

/** Public layout: header, the page, footer (spec §2 Layout behaviour). */
export function MainLayout() {
  const { pathname } = useLocation();
  useAppReady();
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t.header.skipToContent}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <WelcomeNotice />
        <UnverifiedBanner />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}

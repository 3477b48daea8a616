import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { WelcomeNotice } from '@/app/layout/welcome-notice';
import { VerifyBanner } from '@/features/auth/components/verify-banner';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { useAppReady } from '@/app/layout/use-app-ready';
import { useT } from '@/i18n/locale-context';
import styles from '@/app/layout/main-layout.module.css';

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
        <VerifyBanner />
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

import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { HomeIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { useRedirectSignedIn } from '@/features/auth/hooks/use-redirect-signed-in';
import { useAppReady } from '@/app/layout/use-app-ready';
import styles from '@/app/layout/auth-layout.module.css';
import { useT } from '@/i18n/locale-context';

/** Login and register: no header, a centred card with the logo and a way home. */
export function AuthLayout() {
  const { pathname } = useLocation();
  useAppReady();
  useRedirectSignedIn();
  const t = useT();

  return (
    <div className={styles.page}>
      <main id="main" className={styles.card}>
        <div className={styles.cardHead}>
          <Logo tone="dark" />
          <Link to="/" className={buttonClassName({ variant: 'outline', size: 'small' })}>
            <HomeIcon size={18} />
            {t.account.home}
          </Link>
        </div>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <p className={styles.legal}>
        © {t.company.name} · <Link to="/privacy-policy">{t.nav.privacy}</Link>
      </p>
    </div>
  );
}

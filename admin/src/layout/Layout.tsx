import type { ReactNode } from 'react';
import {
  Layout as RaLayout,
  LayoutClasses,
  Loading,
  SidebarClasses,
  useBasename,
  usePermissions,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { declarationForPath } from '../auth/access';
import { isDashboardRole } from '../auth/roles';
import { useRememberedLanguage } from '../i18n/rememberedLanguage';
import { useDeclarations } from '../resources/DeclarationsContext';
import { APP_BAR_HEIGHT, AppBar } from './AppBar';
import { ForbiddenPage } from './ForbiddenPage';
import { Menu } from './Menu';
import { useScrollToHash } from './useScrollToHash';

/**
 * The dashboard guard of spec §2: roles other than 2001/1996 get the 403 page on every
 * dashboard route (without the shell), and a resource refuses the roles it does not declare.
 */
export const Layout = ({ children }: { children?: ReactNode }) => {
  const { permissions, isPending } = usePermissions<string>();
  const { pathname } = useLocation();
  const basename = useBasename();
  const declarations = useDeclarations();
  useScrollToHash();
  useRememberedLanguage();
  if (isPending) return <Loading />;
  if (!isDashboardRole(permissions)) return <ForbiddenPage />;

  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const declaration = declarationForPath(declarations, relative);
  const allowed = !declaration || declaration.roles.includes(permissions);

  return (
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      appBarAlwaysOn
      sx={{
        // React-admin lets the page grow to fit its widest table; here wide tables scroll
        // inside their card instead, so phones keep the page at the screen's width.
        minWidth: 0,
        [`& .${LayoutClasses.appFrame}`]: { mt: `${APP_BAR_HEIGHT}px`, minWidth: 0 },
        [`& .${LayoutClasses.contentWithSidebar}`]: { minWidth: 0 },
        // React-admin sizes the fixed sidebar for its 48 px bar; under ours (70 px) it would
        // end below the screen, and its last entries with it.
        [`& .${SidebarClasses.fixed}`]: { height: `calc(100vh - ${APP_BAR_HEIGHT}px)` },
        [`& .${LayoutClasses.content}`]: {
          px: { xs: 1, sm: 2, md: 3 },
          pt: { xs: 1, sm: 1 },
          minWidth: 0,
        },
      }}
    >
      {allowed ? children : <ForbiddenPage />}
    </RaLayout>
  );
};

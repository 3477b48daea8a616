import type { ReactNode } from 'react';
import { Layout as RaLayout, Loading, useBasename, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { declarationForPath } from '../auth/access';
import { isDashboardRole } from '../auth/roles';
import { useDeclarations } from '../resources/DeclarationsContext';
import { AppBar } from './AppBar';
import { ForbiddenPage } from './ForbiddenPage';
import { Menu } from './Menu';

/**
 * The dashboard guard of spec §2: roles other than 2001/1996 get the 403 page on every
 * dashboard route (without the shell), and a resource refuses the roles it does not declare.
 */
export const Layout = ({ children }: { children?: ReactNode }) => {
  const { permissions, isPending } = usePermissions<string>();
  const { pathname } = useLocation();
  const basename = useBasename();
  const declarations = useDeclarations();

  if (isPending) return <Loading />;
  if (!isDashboardRole(permissions)) return <ForbiddenPage />;

  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const declaration = declarationForPath(declarations, relative);
  const allowed = !declaration || declaration.roles.includes(permissions);

  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {allowed ? children : <ForbiddenPage />}
    </RaLayout>
  );
};

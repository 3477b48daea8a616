import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { ForbiddenPage } from './layout/ForbiddenPage';
import { COMPANY_TITLE } from './layout/AppBar';
import { Layout } from './layout/Layout';
import { OverviewPage } from './overview/OverviewPage';
import { buildResource } from './resource-factory/buildResource';
import { legacyRoutes } from './resource-factory/legacyRoutes';
import { DeclarationsContext } from './resources/DeclarationsContext';
import type { ResourceDeclaration } from './resources/types';
import { theme } from './theme';

export const BASENAME = '/dashboard';

export interface DashboardProps {
  declarations: readonly ResourceDeclaration[];
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  store?: Store;
}

/** The react-admin app under /dashboard, built from the resource declarations. */
export const Dashboard = ({ declarations, authProvider, dataProvider, store }: DashboardProps) => (
  <DeclarationsContext.Provider value={declarations}>
    <Admin
      basename={BASENAME}
      title={COMPANY_TITLE}
      authProvider={authProvider}
      dataProvider={dataProvider}
      store={store}
      layout={Layout}
      dashboard={OverviewPage}
      theme={theme}
      accessDenied={ForbiddenPage}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {declarations.map((declaration) => (
        <Resource key={declaration.name} {...buildResource(declaration)} />
      ))}
      <CustomRoutes>{declarations.flatMap(legacyRoutes)}</CustomRoutes>
    </Admin>
  </DeclarationsContext.Provider>
);

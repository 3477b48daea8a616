import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { DirectionRoot, directionOf } from './i18n/direction';
import { createDashboardI18n } from './i18n/i18nProvider';
import { localizeDeclarations } from './i18n/localizeDeclarations';
import { ForbiddenPage } from './layout/ForbiddenPage';
import { COMPANY_TITLE } from './layout/AppBar';
import { Layout } from './layout/Layout';
import { OverviewPage } from './overview/OverviewPage';
import { buildResource } from './resource-factory/buildResource';
import { legacyRoutes } from './resource-factory/legacyRoutes';
import { DeclarationsContext } from './resources/DeclarationsContext';
import type { ResourceDeclaration } from './resources/types';
import { themeFor } from './theme';

export const BASENAME = '/dashboard';

export interface DashboardProps {
  declarations: readonly ResourceDeclaration[];
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  store?: Store;
}

/**
 * The react-admin app under /dashboard, built from the resource declarations, in English or
 * Arabic (issue 28 item 3): the locale react-admin keeps in its store also turns the theme's
 * direction, the style cache and `<html dir>`, and the declarations' names.
 */
export const Dashboard = ({ declarations, authProvider, dataProvider, store }: DashboardProps) => {
  const [i18n] = useState(createDashboardI18n);
  const locale = useSyncExternalStore(i18n.subscribe, i18n.getLocale);
  const localized = useMemo(
    () => localizeDeclarations(declarations, i18n.i18nProvider.translate),
    // The provider's translate reads the current locale, so a change of locale (the
    // dependency the rule cannot see) must recompute the names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [declarations, i18n, locale],
  );
  const theme = useMemo(() => themeFor(directionOf(locale)), [locale]);
  return (
    <DirectionRoot locale={locale}>
      <DeclarationsContext.Provider value={localized}>
        <Admin
          basename={BASENAME}
          title={COMPANY_TITLE}
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18n.i18nProvider}
          store={store}
          layout={Layout}
          dashboard={OverviewPage}
          theme={theme}
          accessDenied={ForbiddenPage}
          loginPage={false}
          requireAuth
          disableTelemetry
        >
          {localized.map((declaration) => (
            <Resource key={declaration.name} {...buildResource(declaration)} />
          ))}
          <CustomRoutes>{localized.flatMap(legacyRoutes)}</CustomRoutes>
        </Admin>
      </DeclarationsContext.Provider>
    </DirectionRoot>
  );
};

import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import type { Store } from 'react-admin';
import { canRoleAccess } from '../auth/access';
import { createAuthProvider } from '../authProvider';
import { Dashboard } from '../Dashboard';
import { createDataProvider } from '../dataProvider';
import { dashboardAr } from '../i18n/ar';
import { dashboardEn } from '../i18n/en';
import type { ResourceCustomization } from '../resources/types';
import type { ApiDocument } from './apiDocument';
import { declarationsFromDocument } from './declarationsFromDocument';
import { useApiDocument } from './useApiDocument';

interface SchemaDashboardProps {
  customizations: readonly ResourceCustomization[];
  store?: Store;
  /** Reads the API document; the session's cached copy by default. */
  loadDocument?: () => Promise<ApiDocument>;
}

const Centered = ({ children, locale }: { children: ReactNode; locale: 'en' | 'ar' }) => (
  <Box
    lang={locale}
    dir={locale === 'ar' ? 'rtl' : 'ltr'}
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      p: 3,
      textAlign: 'center',
      fontFamily: 'system-ui, sans-serif',
    }}
  >
    {children}
  </Box>
);

/** The dashboard once the API has said which resources and fields it has (issue 11 item 3). */
const Ready = ({
  document,
  customizations,
  store,
}: SchemaDashboardProps & { document: ApiDocument }) => {
  const { declarations, authProvider, dataProvider } = useMemo(() => {
    const declarations = declarationsFromDocument(document, customizations);
    return {
      declarations,
      authProvider: createAuthProvider({
        canAccess: (role, resource, action) => canRoleAccess(declarations, role, resource, action),
      }),
      dataProvider: createDataProvider(declarations),
    };
  }, [document, customizations]);
  return (
    <Dashboard
      declarations={declarations}
      authProvider={authProvider}
      dataProvider={dataProvider}
      store={store}
    />
  );
};

/**
 * Before react-admin (and its i18n) starts, the words of the last language chosen in this
 * browser, which react-admin's store keeps.
 */
const startupLocale = (store?: Store): 'en' | 'ar' => {
  try {
    return store?.getItem<string>('locale') === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
};

export const SchemaDashboard = ({ customizations, store, loadDocument }: SchemaDashboardProps) => {
  const state = useApiDocument(loadDocument);
  const locale = startupLocale(store);
  const words = (locale === 'ar' ? dashboardAr : dashboardEn).startup;
  if (state.status === 'ready') {
    return <Ready document={state.document} customizations={customizations} store={store} />;
  }
  if (state.status === 'failed') {
    return (
      <Centered locale={locale}>
        <Typography role="alert">{words.failed}</Typography>
        <Button variant="contained" onClick={state.retry}>
          {words.retry}
        </Button>
      </Centered>
    );
  }
  return (
    <Centered locale={locale}>
      <CircularProgress aria-hidden />
      <Typography role="status">{words.loading}</Typography>
    </Centered>
  );
};

import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import type { Store } from 'react-admin';
import { canRoleAccess } from '../auth/access';
import { createAuthProvider } from '../authProvider';
import { Dashboard } from '../Dashboard';
import { createDataProvider } from '../dataProvider';
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

const Centered = ({ children }: { children: ReactNode }) => (
  <Box
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

export const SchemaDashboard = ({ customizations, store, loadDocument }: SchemaDashboardProps) => {
  const state = useApiDocument(loadDocument);
  if (state.status === 'ready') {
    return <Ready document={state.document} customizations={customizations} store={store} />;
  }
  if (state.status === 'failed') {
    return (
      <Centered>
        <Typography role="alert">The dashboard could not reach the server.</Typography>
        <Button variant="contained" onClick={state.retry}>
          Try again
        </Button>
      </Centered>
    );
  }
  return (
    <Centered>
      <CircularProgress aria-hidden />
      <Typography role="status">Loading the dashboard…</Typography>
    </Centered>
  );
};

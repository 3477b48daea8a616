import { Alert, Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { DashboardDataProvider } from '../dataProvider';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';
import { AccountsPanel, CoursesPanel, RevenuePanel, StagesPanel } from './ChartPanels';
import { JobsPanel, MessagesPanel, SessionsPanel } from './ListPanels';
import type { Overview } from './types';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: Overview };

/**
 * `/dashboard` itself (issue 14 item 6): staff figures at a glance. One column on phones, two
 * from 900 px; the server decides what each role sees (no user figures for 1996).
 */
export const OverviewPage = () => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const t = useDashboardTranslate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    let live = true;
    Promise.resolve()
      .then(() => dataProvider.call<Overview>('GET', 'overview'))
      .then(
        (data) => live && setState({ status: 'ready', data }),
        () => live && setState({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  useEffect(load, [load]);

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={t('overview.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('overview.title')}
      </Typography>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={load}>
              {t('overview.retry')}
            </Button>
          }
        >
          {t('overview.failed')}
        </Alert>
      ) : null}
      {state.status === 'ready' ? <Panels data={state.data} /> : null}
    </Box>
  );
};

const Panels = ({ data }: { data: Overview }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      alignItems: 'start',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
    }}
  >
    <RevenuePanel rows={data.revenue_by_month} />
    <SessionsPanel rows={data.upcoming_sessions} />
    <StagesPanel rows={data.applications_by_stage} />
    <CoursesPanel rows={data.bookings_by_course} />
    <MessagesPanel data={data.new_messages} />
    <JobsPanel rows={data.applications_by_job} />
    {data.new_accounts_by_month ? <AccountsPanel rows={data.new_accounts_by_month} /> : null}
  </Box>
);

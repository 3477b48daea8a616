import { Box, Link, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDeclarations } from '../resources/DeclarationsContext';
import { Empty, Panel } from './Panel';
import { formatEgp, formatEgpShort, monthLabel, STAGE_NAMES, type Overview } from './types';

const AMBER = '#f28c28';
const NAVY = '#1f3a5f';
const HEIGHT = 260;
/** Counts are whole numbers: no 0.5 ticks on a quiet month. */
const whole = (value: number) => (Number.isInteger(value) ? String(value) : '');

export const RevenuePanel = ({ rows }: { rows: Overview['revenue_by_month'] }) => {
  const total = rows.reduce((sum, row) => sum + row.egp, 0);
  return (
    <Panel title="Revenue by month" aside={`${formatEgp(total)} in 12 months`} wide>
      <BarChart
        height={HEIGHT}
        dataset={rows.map((row) => ({ month: monthLabel(row.month), egp: row.egp }))}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ width: 80, valueFormatter: formatEgpShort }]}
        series={[{ dataKey: 'egp', label: 'EGP', color: AMBER, valueFormatter: formatEgp }]}
        hideLegend
      />
    </Panel>
  );
};

export const StagesPanel = ({ rows }: { rows: Overview['applications_by_stage'] }) => {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Panel title="Applications by stage" aside={`${total} in all`}>
      <BarChart
        height={HEIGHT}
        dataset={rows.map((row) => ({
          stage: STAGE_NAMES[row.stage] ?? row.stage,
          count: row.count,
        }))}
        xAxis={[{ scaleType: 'band', dataKey: 'stage' }]}
        yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: whole }]}
        series={[{ dataKey: 'count', label: 'Applications', color: NAVY }]}
        hideLegend
      />
    </Panel>
  );
};

/**
 * Course names are long ("Electrical Submersible Pump Operations"): each bar has its whole name
 * above it, wrapping, rather than an axis label cut to fit (issue 26 item 16). A name opens the
 * course's bookings.
 */
export const CoursesPanel = ({ rows }: { rows: Overview['bookings_by_course'] }) => {
  const most = Math.max(1, ...rows.map((row) => row.bookings));
  return (
    <Panel title="Bookings per course" aside="Top 10">
      {rows.length ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.course_id} sx={{ py: 0.75 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, mb: 0.5 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <BookingsLink courseId={row.course_id}>{row.course}</BookingsLink>
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {row.bookings}
                </Typography>
              </Box>
              <Box
                role="img"
                aria-label={`${row.course}: ${row.bookings} ${row.bookings === 1 ? 'booking' : 'bookings'}`}
                sx={{ height: 10, borderRadius: 5, bgcolor: '#f4f6f9', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${Math.max(2, (row.bookings / most) * 100)}%`,
                    bgcolor: AMBER,
                    borderRadius: 5,
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Empty>No bookings yet.</Empty>
      )}
    </Panel>
  );
};

/** The bookings list filtered by the course, when the dashboard has it; the name alone otherwise. */
const BookingsLink = ({ courseId, children }: { courseId: number; children: ReactNode }) => {
  const createPath = useCreatePath();
  const declaration = useDeclarations().find((each) => each.apiPath === 'bookings');
  if (!declaration) return <>{children}</>;
  const filter = encodeURIComponent(JSON.stringify({ course_id: courseId }));
  return (
    <Link
      component={RouterLink}
      to={`${createPath({ resource: declaration.name, type: 'list' })}?filter=${filter}`}
      underline="always"
    >
      {children}
    </Link>
  );
};

export const AccountsPanel = ({ rows }: { rows: Overview['new_accounts_by_month'] & object }) => (
  <Panel title="New accounts per month">
    <LineChart
      height={HEIGHT}
      dataset={rows.map((row) => ({ month: monthLabel(row.month), count: row.count }))}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: whole }]}
      // Straight segments: a smoothed curve would dip below zero between months.
      series={[{ dataKey: 'count', label: 'Accounts', color: NAVY, curve: 'linear' }]}
      hideLegend
    />
  </Panel>
);

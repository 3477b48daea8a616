import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
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

/** Course names are long: horizontal bars keep them readable on a phone. */
export const CoursesPanel = ({ rows }: { rows: Overview['bookings_by_course'] }) => (
  <Panel title="Bookings per course" aside="Top 10">
    {rows.length ? (
      <BarChart
        height={Math.max(160, rows.length * 36 + 40)}
        layout="horizontal"
        dataset={rows.map((row) => ({
          course: row.course.length > 20 ? `${row.course.slice(0, 19)}…` : row.course,
          bookings: row.bookings,
        }))}
        yAxis={[{ scaleType: 'band', dataKey: 'course', width: 150 }]}
        xAxis={[{ tickMinStep: 1, valueFormatter: whole }]}
        series={[{ dataKey: 'bookings', label: 'Bookings', color: AMBER }]}
        hideLegend
      />
    ) : (
      <Empty>No bookings yet.</Empty>
    )}
  </Panel>
);

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

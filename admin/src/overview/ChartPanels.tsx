import { Box, Link, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  useDashboardLocale,
  useDashboardTranslate,
  type DashboardKey,
} from '../i18n/useDashboardTranslate';
import { useDeclarations } from '../resources/DeclarationsContext';
import { Empty, Panel } from './Panel';
import { formatEgp, formatEgpShort, monthLabel, STAGES, type Overview } from './types';

const AMBER = '#f28c28';
const NAVY = '#1f3a5f';
const HEIGHT = 260;
/**
 * Room under the bars for the month or stage names: the charts cut a label that does not fit
 * the axis' height, and a font's box (Noto Sans, the Arabic fonts taller still) is more than
 * the default 25 px leaves once the ticks are drawn, so every label came out empty.
 */
const X_AXIS_HEIGHT = 40;

/**
 * The bars in the order the page reads: right to left in Arabic, the first month or stage on
 * the right. The rows are reversed rather than the axis (`reverse`), whose check for labels
 * that overlap lets reversed labels run into each other.
 */
const readingOrder = <T,>(rows: readonly T[], rtl: boolean): T[] =>
  rtl ? [...rows].reverse() : [...rows];
/** Counts are whole numbers: no 0.5 ticks on a quiet month. */
const whole = (value: number) => (Number.isInteger(value) ? String(value) : '');

export const RevenuePanel = ({ rows }: { rows: Overview['revenue_by_month'] }) => {
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const total = rows.reduce((sum, row) => sum + row.egp, 0);
  return (
    <Panel
      name="revenue"
      title={t('overview.revenue')}
      aside={t('overview.revenue_total', { amount: formatEgp(total, locale) })}
      wide
    >
      <BarChart
        height={HEIGHT}
        dataset={readingOrder(rows, locale === 'ar').map((row) => ({
          month: monthLabel(row.month, locale),
          egp: row.egp,
        }))}
        xAxis={[{ scaleType: 'band', dataKey: 'month', height: X_AXIS_HEIGHT }]}
        yAxis={[
          {
            width: 80,
            position: locale === 'ar' ? 'right' : 'left',
            valueFormatter: (value: number) => formatEgpShort(value, locale),
          },
        ]}
        series={[
          {
            dataKey: 'egp',
            label: locale === 'ar' ? 'ج.م' : 'EGP',
            color: AMBER,
            valueFormatter: (value) => formatEgp(value, locale),
          },
        ]}
        hideLegend
      />
    </Panel>
  );
};

const isStage = (stage: string): stage is (typeof STAGES)[number] =>
  (STAGES as readonly string[]).includes(stage);

export const StagesPanel = ({ rows }: { rows: Overview['applications_by_stage'] }) => {
  const t = useDashboardTranslate();
  const rtl = useDashboardLocale() === 'ar';
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Panel
      name="stages"
      title={t('overview.stages')}
      aside={t('overview.stages_total', { smart_count: total })}
    >
      <BarChart
        height={HEIGHT}
        dataset={readingOrder(rows, rtl).map((row) => ({
          stage: isStage(row.stage) ? t(`overview.stage.${row.stage}` as DashboardKey) : row.stage,
          count: row.count,
        }))}
        xAxis={[{ scaleType: 'band', dataKey: 'stage', height: X_AXIS_HEIGHT }]}
        yAxis={[
          { width: 40, tickMinStep: 1, valueFormatter: whole, position: rtl ? 'right' : 'left' },
        ]}
        series={[{ dataKey: 'count', label: t('overview.applications'), color: NAVY }]}
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
  const t = useDashboardTranslate();
  const most = Math.max(1, ...rows.map((row) => row.bookings));
  return (
    <Panel name="courses" title={t('overview.courses')} aside={t('overview.top_ten')}>
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
                aria-label={t('overview.course_bookings', {
                  course: row.course,
                  smart_count: row.bookings,
                })}
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
        <Empty>{t('overview.no_bookings')}</Empty>
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

export const AccountsPanel = ({ rows }: { rows: Overview['new_accounts_by_month'] & object }) => {
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const rtl = locale === 'ar';
  return (
    <Panel name="accounts" title={t('overview.accounts')}>
      <LineChart
        height={HEIGHT}
        dataset={readingOrder(rows, rtl).map((row) => ({
          month: monthLabel(row.month, locale),
          count: row.count,
        }))}
        xAxis={[{ scaleType: 'point', dataKey: 'month', height: X_AXIS_HEIGHT }]}
        yAxis={[
          { width: 40, tickMinStep: 1, valueFormatter: whole, position: rtl ? 'right' : 'left' },
        ]}
        // Straight segments: a smoothed curve would dip below zero between months.
        series={[
          { dataKey: 'count', label: t('overview.accounts_series'), color: NAVY, curve: 'linear' },
        ]}
        hideLegend
      />
    </Panel>
  );
};

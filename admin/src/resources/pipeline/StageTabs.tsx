import { useEffect, useState } from 'react';
import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useDataProvider, useListContext } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardTranslate, type DashboardKey } from '../../i18n/useDashboardTranslate';
import { isStage, STAGE_LABELS, STAGES, type Stage } from './stages';

/**
 * The pipeline as tabs above the job requests: All, then each stage with how many applications
 * are at it. A tab is the list's `stage` filter, so search and the other filters combine with it.
 */
export const StageTabs = () => {
  const { setFilters, data, ...list } = useListContext();
  const filterValues = list.filterValues as Record<string, unknown>;
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [counts, setCounts] = useState<Partial<Record<Stage, number>>>({});
  const current = filterValues.stage;
  const selected = isStage(current) ? current : 'all';

  useEffect(() => {
    let live = true;
    // Counts are a help, never a failure: without them (or a provider without `call`, as in a
    // test's stub) the tabs still filter.
    Promise.resolve()
      .then(() => dataProvider.call<Record<Stage, number>>('GET', 'job-requests/stage-counts'))
      .then((result) => live && setCounts(result))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Counted again whenever the list's rows change (a move, a delete, a new page of rows).
  }, [dataProvider, data]);

  const t = useDashboardTranslate();
  const choose = (value: string) => {
    const { stage: _previous, ...rest } = filterValues;
    setFilters(value === 'all' ? rest : { ...rest, stage: value });
  };

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
      <Tabs
        value={selected}
        onChange={(_event, value: string) => choose(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tools.pipeline_stages')}
      >
        <Tab value="all" label={t('tools.all')} />
        {STAGES.map((stage) => (
          <Tab
            key={stage}
            value={stage}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {t(`overview.stage.${stage}` as DashboardKey) || STAGE_LABELS[stage]}
                <Chip
                  size="small"
                  label={counts[stage] ?? '…'}
                  aria-label={
                    counts[stage] === undefined
                      ? undefined
                      : t('tools.stage_count', { smart_count: counts[stage] })
                  }
                  sx={{ height: 20, fontSize: 12 }}
                />
              </Box>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
};

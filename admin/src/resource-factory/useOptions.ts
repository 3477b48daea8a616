import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardDataProvider } from '../dataProvider';
import type { Choice, OptionsSource } from '../resources/types';
import { asText, valueAt } from './format';

export interface OptionChoice extends Choice {
  hint?: string;
  /** The source row, for dependent filtering. */
  row: Record<string, unknown>;
}

/** The choices of a select read from a plain-array API list (cached for a short while). */
export const useOptions = (source: OptionsSource | undefined) => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const query = useQuery({
    queryKey: ['options', source?.apiPath],
    queryFn: () => dataProvider.getOptions(source!.apiPath),
    enabled: Boolean(source),
    staleTime: 30_000,
  });
  const choices: OptionChoice[] = (query.data ?? []).map((row) => ({
    id: asText(valueAt(row, source?.optionValue ?? 'id')),
    name: asText(valueAt(row, source?.optionText ?? 'id')),
    hint: source?.optionHint ? asText(valueAt(row, source.optionHint)) : undefined,
    row,
  }));
  return { choices, isPending: query.isPending && Boolean(source), error: query.error };
};

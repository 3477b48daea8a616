import { useRecordContext } from 'react-admin';
import { useDashboardLocale } from '../i18n/useDashboardTranslate';
import type { ResourceDeclaration } from '../resources/types';
import { fieldText } from './format';
import { itemLabelOf } from './labels';

/** 'Job: Senior reservoir engineer' from the declaration's naming field. */
export const RecordTitle = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const record = useRecordContext();
  const locale = useDashboardLocale();
  const field =
    declaration.fields.find((candidate) => candidate.source === declaration.recordName) ??
    declaration.fields[0];
  const name = record && field ? fieldText(field, record, locale) : '';
  return (
    <span>
      {itemLabelOf(declaration)}
      {name ? `: ${name}` : ''}
    </span>
  );
};

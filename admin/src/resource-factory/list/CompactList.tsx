import { Box, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import {
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldDeclaration, FieldType, ResourceDeclaration } from '../../resources/types';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { DownloadLink } from '../DownloadLink';
import { asText, fieldText, valueAt } from '../format';
import { listFieldTypes } from '../listFieldTypes';
import { RowActions } from './RowActions';

interface DeclarationProps {
  declaration: ResourceDeclaration;
}

const COMPACT_SLOTS = ['primary', 'secondary', 'tertiary'] as const;
const NOT_COMPACT = new Set<FieldType>(['image', 'richtext', 'file', 'password']);

/**
 * The row's key facts on phones: the declared `compact` fields in slot order (a slot may hold
 * two, such as a payment's outcome and its refund), else the first three columns.
 */
const compactFields = (columns: FieldDeclaration[]) => {
  const declared = COMPACT_SLOTS.flatMap((slot) =>
    columns.filter((field) => field.compact === slot),
  );
  if (declared.length > 0) return declared;
  return columns.filter((field) => !NOT_COMPACT.has(field.type)).slice(0, 3);
};

/** One row of the phone list: key facts (the full row is one tap away), links, actions. */
const CompactRow = ({
  declaration,
  facts,
  links,
  hasActions,
}: DeclarationProps & {
  facts: FieldDeclaration[];
  links: FieldDeclaration[];
  hasActions: boolean;
}) => {
  const record = useRecordContext<RaRecord>();
  const createPath = useCreatePath();
  const locale = useDashboardLocale();
  const t = useDashboardTranslate();
  if (!record) return null;
  const [primary, ...rest] = facts;
  const target = declaration.canEdit ? 'edit' : declaration.canShow ? 'show' : undefined;
  const text = (
    <ListItemText
      primary={primary ? fieldText(primary, record, locale) : asText(record.id)}
      secondary={
        rest.length > 0 ? (
          <>
            {rest.map((field) => {
              const Field = listFieldTypes[field.type];
              return (
                <Box
                  component="span"
                  key={field.source}
                  // A long value (a date range) wraps inside its room, never under the icons.
                  sx={{
                    display: 'flex',
                    gap: 0.75,
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    '& > *': { minWidth: 0 },
                  }}
                >
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {field.listLabel ?? field.label}:
                  </Box>
                  <Field
                    field={field}
                    label={field.listLabel ?? field.label}
                    source={field.source}
                    sortable={false}
                  />
                </Box>
              );
            })}
          </>
        ) : undefined
      }
      slotProps={{
        primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } },
        secondary: { component: 'div', sx: { overflowWrap: 'anywhere' } },
      }}
    />
  );
  return (
    <ListItem
      divider
      disablePadding
      secondaryAction={
        hasActions || links.length > 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {/* Icons only: a phone's row keeps its width for the facts (issue 26 item 12). */}
            {links.map((field) => {
              const path = asText(valueAt(record, field.source));
              return path ? (
                <DownloadLink
                  key={field.source}
                  path={path}
                  text={field.linkText ?? t('list.download')}
                  filename={`${field.source}-${asText(record.id)}`}
                  iconOnly
                />
              ) : null;
            })}
            {hasActions && <RowActions declaration={declaration} label="" sortable={false} />}
          </Box>
        ) : undefined
      }
      sx={{
        '& .MuiListItemSecondaryAction-root': { right: 8 },
        // Room for the row's icons: MUI's own 48 px (set from the item) would win over the
        // button's padding, and the facts would run under the icons (40 px per download).
        '& > .MuiListItemButton-root': { pr: 14 + 5 * links.length },
      }}
    >
      {target ? (
        <ListItemButton
          component={RouterLink}
          to={createPath({ resource: declaration.name, id: record.id, type: target })}
        >
          {text}
        </ListItemButton>
      ) : (
        <Box
          sx={{
            px: 2,
            py: 1,
            pr: hasActions || links.length > 0 ? 6 + 5 * links.length + (hasActions ? 5 : 0) : 2,
          }}
        >
          {text}
        </Box>
      )}
    </ListItem>
  );
};

/** Phones: a compact list (react-admin's SimpleList idea) instead of a table cut at the edge. */
export const CompactList = ({
  declaration,
  columns,
  hasActions,
}: DeclarationProps & { columns: FieldDeclaration[]; hasActions: boolean }) => {
  const { data = [] } = useListContext();
  const facts = compactFields(columns);
  const links = columns.filter((field) => field.type === 'file');
  return (
    <List disablePadding aria-label={declaration.label}>
      {data.map((record: RaRecord) => (
        <RecordContextProvider key={record.id} value={record}>
          <CompactRow
            declaration={declaration}
            facts={facts}
            links={links}
            hasActions={hasActions}
          />
        </RecordContextProvider>
      ))}
    </List>
  );
};

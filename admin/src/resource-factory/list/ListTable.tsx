import { Box } from '@mui/material';
import { Datagrid } from 'react-admin';
import type { FieldDeclaration, FieldType, ResourceDeclaration } from '../../resources/types';
import { listFieldTypes } from '../listFieldTypes';
import { RowActions } from './RowActions';

/**
 * Short values (days, amounts, phones, links) stay on one line; text wraps, and so do moments
 * ('Fri 27 Nov 2026, / 08:55') when a wide table needs the room.
 */
const NO_WRAP = new Set<FieldType>(['date', 'cents', 'number', 'phone', 'boolean', 'file']);

/** A Datagrid column; Datagrid reads `label`, `source` and `sortable` from these props. */
const ListColumn = ({
  field,
}: {
  field: FieldDeclaration;
  label: string;
  source: string;
  sortable: boolean;
}) => {
  const Field = listFieldTypes[field.type];
  return (
    <Field
      field={field}
      label={field.listLabel ?? field.label}
      source={field.source}
      sortable={false}
    />
  );
};

const columnsOf = (columns: FieldDeclaration[], types: (type: FieldType) => boolean) =>
  columns.filter((field) => types(field.type));

/** Declared column widths, each merged into the rules above for its cells. */
const withWidths = (styles: Record<string, object>, columns: FieldDeclaration[]) => {
  for (const field of columns) {
    if (!field.columnWidth) continue;
    const key = `& td.column-${field.source}`;
    styles[key] = { ...styles[key], minWidth: field.columnWidth };
  }
  return styles;
};

const cellStyles = (columns: FieldDeclaration[]): Record<string, object> => ({
  // Headers in one casing, whatever the declared label (spec texts stay as declared).
  '& th': { textTransform: 'uppercase', fontSize: '0.75rem', lineHeight: 1.3 },
  '& td, & th': { px: 1 },
  '& td': { overflowWrap: 'break-word' },
  // Long unbroken e-mails wrap rather than widen the table.
  ...Object.fromEntries(
    columnsOf(columns, (type) => type === 'email').map((field) => [
      `& td.column-${field.source}`,
      { overflowWrap: 'anywhere' },
    ]),
  ),
  ...Object.fromEntries(
    columnsOf(columns, (type) => NO_WRAP.has(type)).map((field) => [
      `& td.column-${field.source}`,
      { whiteSpace: 'nowrap' },
    ]),
  ),
  '& td:last-of-type': { whiteSpace: 'nowrap' },
  // Wrapped text keeps a readable width; tablets scroll a very wide table sideways. A state
  // badge is as wide as its word.
  ...Object.fromEntries(
    columnsOf(columns, (type) => type === 'text' || type === 'object')
      .filter((field) => !field.badges)
      .map((field) => [`& td.column-${field.source}`, { minWidth: 90 }]),
  ),
});

/** Wide screens: the declared columns in a table, a click on a row opening it. */
export const ListTable = ({
  declaration,
  columns,
  hasActions,
}: {
  declaration: ResourceDeclaration;
  columns: FieldDeclaration[];
  hasActions: boolean;
}) => {
  const rowClick = declaration.canEdit ? 'edit' : declaration.canShow ? 'show' : false;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Datagrid
        rowClick={rowClick}
        bulkActionButtons={false}
        size="small"
        sx={withWidths(cellStyles(columns), columns)}
      >
        {columns.map((field) => (
          <ListColumn
            key={field.source}
            field={field}
            label={field.listLabel ?? field.label}
            source={field.source}
            sortable={false}
          />
        ))}
        {hasActions && <RowActions declaration={declaration} label="" sortable={false} />}
      </Datagrid>
    </Box>
  );
};

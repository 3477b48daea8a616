import {
  Box,
  Card,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import {
  CreateButton,
  Datagrid,
  downloadCSV,
  EditButton,
  ExportButton,
  ListBase,
  Pagination,
  ShowButton,
  Title,
  useGetIdentity,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useRecordContext,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type {
  FieldDeclaration,
  FieldType,
  FilterDeclaration,
  ResourceDeclaration,
} from '../resources/types';
import { toCsv } from './csv';
import { DeleteRowButton } from './DeleteRowButton';
import { asText, fieldText } from './format';
import { createLabelOf, itemLabelOf } from './labels';
import { listFieldTypes } from './listFieldTypes';
import { ListSearchProvider, useListSearch } from './listSearch';
import { useOptions } from './useOptions';

export { SEARCH_DEBOUNCE_MS } from './listSearch';

export const PAGE_SIZES = [5, 10, 15, 20];

const NO_WRAP = new Set<FieldType>([
  'date',
  'cents',
  'number',
  'phone',
  'boolean',
  'file',
  'email',
]);
export const DEFAULT_PAGE_SIZE = 10;
/** Most rows one CSV export reads. */
export const EXPORT_MAX_ROWS = 1000;

interface DeclarationProps {
  declaration: ResourceDeclaration;
}

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
  return <Field field={field} label={field.label} source={field.source} sortable={false} />;
};

/** Edit and delete per row; a row carrying the current user's name cannot be deleted (spec §2). */
const RowActions = ({ declaration }: DeclarationProps & { label: string; sortable: boolean }) => {
  const record = useRecordContext<{ id: string | number; name?: unknown }>();
  const { identity } = useGetIdentity();
  const isOwnRow =
    identity?.fullName != null && record?.name != null && record.name === identity.fullName;
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}
      onClick={(event) => event.stopPropagation()}
    >
      {declaration.canEdit && <EditButton label="" aria-label="Edit" />}
      {!declaration.canEdit && declaration.canShow && <ShowButton label="" aria-label="Show" />}
      {declaration.canDelete &&
        (isOwnRow ? (
          // Keeps the column aligned where the own row has no delete button.
          <Box sx={{ width: 34 }} aria-hidden />
        ) : (
          <DeleteRowButton itemLabel={itemLabelOf(declaration)} />
        ))}
    </Box>
  );
};

const SearchBox = ({ label }: { label: string }) => {
  const { text, setText } = useListSearch();
  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={label}
      type="search"
      size="small"
      margin="none"
      sx={{ flex: { xs: '1 1 180px', sm: '0 1 300px' } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/** Sets (or, when empty, drops) one filter, keeping the others. */
const useFilterValue = (source: string) => {
  const { setFilters, ...list } = useListContext();
  const filterValues = list.filterValues as Record<string, unknown>;
  const set = (next: string) => {
    const { [source]: _previous, ...rest } = filterValues;
    setFilters(next ? { ...rest, [source]: next } : rest);
  };
  return [asText(filterValues[source]), set] as const;
};

/** A day filter (YYYY-MM-DD): applies once a whole date is picked. */
const FilterDate = ({ filter }: { filter: FilterDeclaration }) => {
  const [value, setValue] = useFilterValue(filter.source);
  return (
    <TextField
      type="date"
      size="small"
      margin="none"
      label={filter.label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' }, minWidth: 140 }}
    />
  );
};

/** A select filter: applies at once (no typing to wait for). */
const FilterSelect = ({ filter }: { filter: FilterDeclaration }) => {
  const [value, setValue] = useFilterValue(filter.source);
  const { choices: loaded } = useOptions(filter.options);
  const choices = filter.options ? loaded : (filter.choices ?? []);
  const unique = choices.filter(
    (choice, index) => choices.findIndex((other) => other.id === choice.id) === index,
  );
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={filter.label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 200px' }, minWidth: 140 }}
    >
      <MenuItem value="">
        <em>All</em>
      </MenuItem>
      {unique.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

const ListToolbar = ({ declaration }: DeclarationProps) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1.5,
      p: 2,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    {declaration.searchField && <SearchBox label={declaration.searchLabel ?? 'Search'} />}
    {declaration.filters?.map((filter) =>
      filter.type === 'date' ? (
        <FilterDate key={filter.source} filter={filter} />
      ) : (
        <FilterSelect key={filter.source} filter={filter} />
      ),
    )}
    <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
      {declaration.canCreate && (
        <CreateButton variant="contained" label={createLabelOf(declaration)} />
      )}
    </Box>
  </Box>
);

const ListState = ({ text }: { text: string }) => (
  <Typography role="status" sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
    {text}
  </Typography>
);

const COMPACT_SLOTS = ['primary', 'secondary', 'tertiary'] as const;
const NOT_COMPACT = new Set<FieldType>(['image', 'richtext', 'file', 'password']);

/** The row's key facts on phones: the declared `compact` fields, else the first three columns. */
const compactFields = (columns: FieldDeclaration[]) => {
  const declared = COMPACT_SLOTS.map((slot) => columns.find((field) => field.compact === slot));
  if (declared.some(Boolean)) return declared.filter((field) => field !== undefined);
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
  if (!record) return null;
  const [primary, ...rest] = facts;
  const target = declaration.canEdit ? 'edit' : declaration.canShow ? 'show' : undefined;
  const text = (
    <ListItemText
      primary={primary ? fieldText(primary, record) : asText(record.id)}
      secondary={
        rest.length > 0 ? (
          <>
            {rest.map((field) => {
              const Field = listFieldTypes[field.type];
              return (
                <Box
                  component="span"
                  key={field.source}
                  sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {field.label}:
                  </Box>
                  <Field field={field} label={field.label} source={field.source} sortable={false} />
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
            {links.map((field) => {
              const Field = listFieldTypes[field.type];
              return (
                <Field
                  key={field.source}
                  field={field}
                  label={field.label}
                  source={field.source}
                  sortable={false}
                />
              );
            })}
            {hasActions && <RowActions declaration={declaration} label="" sortable={false} />}
          </Box>
        ) : undefined
      }
      sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}
    >
      {target ? (
        <ListItemButton
          component={RouterLink}
          to={createPath({ resource: declaration.name, id: record.id, type: target })}
          sx={{ pr: 14 }}
        >
          {text}
        </ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1, pr: links.length > 0 ? 16 : 2 }}>{text}</Box>
      )}
    </ListItem>
  );
};

/** Phones: a compact list (react-admin's SimpleList idea) instead of a table cut at the edge. */
const CompactList = ({
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

/** The list body in the states of spec §4: 'Loading...', 'Searching...', 'No items found'. */
const ListBody = ({ declaration }: DeclarationProps) => {
  const { data, isPending, isFetching, isPlaceholderData, error } = useListContext();
  const { searching } = useListSearch();
  const columns = declaration.fields.filter((field) => field.inList);
  const hasActions = Boolean(declaration.canEdit || declaration.canDelete || declaration.canShow);
  // Phones and tablets (the sidebar takes a third of a 768 px screen) get the compact list.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

  if (isPending && !error) return <ListState text="Loading..." />;
  if (searching || (isFetching && isPlaceholderData)) return <ListState text="Searching..." />;
  if (error) return <ListState text="The list could not be loaded." />;
  if (!data?.length) return <ListState text="No items found" />;

  if (phone) {
    return <CompactList declaration={declaration} columns={columns} hasActions={hasActions} />;
  }

  const rowClick = declaration.canEdit ? 'edit' : declaration.canShow ? 'show' : false;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Datagrid
        rowClick={rowClick}
        bulkActionButtons={false}
        size="small"
        sx={{
          // Headers in one casing, whatever the declared label (spec texts stay as declared).
          '& th': { textTransform: 'uppercase', fontSize: '0.75rem', lineHeight: 1.3 },
          '& td, & th': { px: 1 },
          '& td': { overflowWrap: 'break-word' },
          // Long unbroken e-mails wrap rather than widen the table.
          ...Object.fromEntries(
            columns
              .filter((field) => field.type === 'email')
              .map((field) => [`& td.column-${field.source}`, { overflowWrap: 'anywhere' }]),
          ),
          // Short values (dates, amounts, phones, links, actions) stay on one line; text wraps.
          ...Object.fromEntries(
            columns
              .filter((field) => NO_WRAP.has(field.type) && field.type !== 'email')
              .map((field) => [`& td.column-${field.source}`, { whiteSpace: 'nowrap' }]),
          ),
          '& td:last-of-type': { whiteSpace: 'nowrap' },
          // Wrapped text keeps a readable width; tablets scroll a very wide table sideways.
          ...Object.fromEntries(
            columns
              .filter((field) => field.type === 'text' || field.type === 'object')
              .map((field) => [`& td.column-${field.source}`, { minWidth: 90 }]),
          ),
        }}
      >
        {columns.map((field) => (
          <ListColumn
            key={field.source}
            field={field}
            label={field.label}
            source={field.source}
            sortable={false}
          />
        ))}
        {hasActions && <RowActions declaration={declaration} label="" sortable={false} />}
      </Datagrid>
    </Box>
  );
};

const csvExporter =
  (declaration: ResourceDeclaration): Exporter =>
  (rows: unknown[]) =>
    downloadCSV(
      toCsv(
        declaration.fields.filter((field) => field.inList),
        rows,
      ),
      declaration.name,
    );

export const ResourceList = ({ declaration }: DeclarationProps) => (
  <ListBase
    perPage={DEFAULT_PAGE_SIZE}
    // The API pages newest first; search results (sorted here) follow the same order.
    sort={{ field: 'id', order: 'DESC' }}
    exporter={csvExporter(declaration)}
  >
    <Title title={declaration.label} />
    <ListSearchProvider>
      {/* On phones the create button floats over the page end: leave it room. */}
      <Card sx={{ mt: { xs: 1, sm: 2 }, mb: { xs: declaration.canCreate ? 11 : 2, sm: 2 } }}>
        <ListToolbar declaration={declaration} />
        <ListBody declaration={declaration} />
        <Pagination rowsPerPageOptions={PAGE_SIZES} />
      </Card>
    </ListSearchProvider>
  </ListBase>
);

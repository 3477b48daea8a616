import SearchIcon from '@mui/icons-material/Search';
import { Box, MenuItem, TextField } from '@mui/material';
import InputAdornment from '@mui/material/InputAdornment';
import { CreateButton, ExportButton, useListContext } from 'react-admin';
import { useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import type { FilterDeclaration, ResourceDeclaration } from '../../resources/types';
import { asText } from '../format';
import { createLabelOf } from '../labels';
import { useListSearch } from '../listSearch';
import { useOptions } from '../useOptions';

/** Most rows one CSV export reads. */
export const EXPORT_MAX_ROWS = 1000;

interface DeclarationProps {
  declaration: ResourceDeclaration;
}

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
  const t = useDashboardTranslate();
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
        <em>{t('list.all')}</em>
      </MenuItem>
      {unique.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Search box, filters, export and create above a list. */
export const ListToolbar = ({ declaration }: DeclarationProps) => {
  const t = useDashboardTranslate();
  return (
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
      {declaration.searchField && <SearchBox label={declaration.searchLabel ?? t('list.search')} />}
      {declaration.filters?.map((filter) =>
        filter.type === 'date' ? (
          <FilterDate key={filter.source} filter={filter} />
        ) : (
          <FilterSelect key={filter.source} filter={filter} />
        ),
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        {!declaration.hideExport && <ExportButton maxResults={EXPORT_MAX_ROWS} />}
        {declaration.canCreate && (
          <CreateButton variant="contained" label={createLabelOf(declaration)} />
        )}
      </Box>
    </Box>
  );
};

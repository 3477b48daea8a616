import { Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  downloadCSV,
  ListBase,
  Pagination,
  Title,
  useListContext,
  type Exporter,
} from 'react-admin';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';
import { EntryTabs } from '../layout/EntryTabs';
import type { ResourceDeclaration } from '../resources/types';
import { toCsv } from './csv';
import { CompactList } from './list/CompactList';
import { ListTable } from './list/ListTable';
import { ListToolbar } from './list/ListToolbar';
import { ListSearchProvider, useListSearch } from './listSearch';

export { SEARCH_DEBOUNCE_MS } from './listSearch';
export { EXPORT_MAX_ROWS } from './list/ListToolbar';

export const PAGE_SIZES = [5, 10, 15, 20];
export const DEFAULT_PAGE_SIZE = 10;

interface DeclarationProps {
  declaration: ResourceDeclaration;
}

const ListState = ({ text }: { text: string }) => (
  <Typography role="status" sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
    {text}
  </Typography>
);

/** The list body in the states of spec §4: 'Loading...', 'Searching...', 'No items found'. */
const ListBody = ({ declaration }: DeclarationProps) => {
  const { data, isPending, isFetching, isPlaceholderData, error } = useListContext();
  const { searching } = useListSearch();
  const columns = declaration.fields.filter((field) => field.inList);
  const hasActions = Boolean(
    declaration.canEdit || declaration.canDelete || declaration.canShow || declaration.rowActions,
  );
  // Phones and tablets (the sidebar takes a third of a 768 px screen) get the compact list.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const t = useDashboardTranslate();

  if (isPending && !error) return <ListState text={t('list.loading')} />;
  if (searching || (isFetching && isPlaceholderData)) {
    return <ListState text={t('list.searching')} />;
  }
  if (error) return <ListState text={t('list.failed')} />;
  if (!data?.length) return <ListState text={t('list.empty')} />;
  const List = phone ? CompactList : ListTable;
  return <List declaration={declaration} columns={columns} hasActions={hasActions} />;
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

/** A resource's list: toolbar, table (or compact list on phones), pages. */
export const ResourceList = ({ declaration }: DeclarationProps) => (
  <ListBase
    perPage={DEFAULT_PAGE_SIZE}
    // The API pages newest first, lists and searches alike (a search is paged by the server too).
    sort={{ field: 'id', order: 'DESC' }}
    exporter={csvExporter(declaration)}
  >
    <Title title={declaration.label} />
    <ListSearchProvider>
      {/* On phones the create button floats over the page end: leave it room. */}
      <Card sx={{ mt: { xs: 1, sm: 2 }, mb: { xs: declaration.canCreate ? 11 : 2, sm: 2 } }}>
        <EntryTabs />
        {declaration.listHeader && <declaration.listHeader />}
        <ListToolbar declaration={declaration} />
        <ListBody declaration={declaration} />
        <Pagination rowsPerPageOptions={PAGE_SIZES} />
      </Card>
    </ListSearchProvider>
  </ListBase>
);

import { Box, Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DeleteButton,
  EditButton,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../resources/types';
import { listFieldTypes } from './listFieldTypes';

export const PAGE_SIZES = [5, 10, 15, 20];
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 500;

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

const NoItems = () => (
  <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
    No items found
  </Typography>
);

/** Edit and delete per row; a row carrying the current user's name cannot be deleted (spec §2). */
const RowActions = ({ declaration }: DeclarationProps & { label: string; sortable: boolean }) => {
  const record = useRecordContext<{ id: string | number; name?: unknown }>();
  const { identity } = useGetIdentity();
  const isOwnRow =
    identity?.fullName != null && record?.name != null && record.name === identity.fullName;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {declaration.canEdit && <EditButton />}
      {declaration.canDelete && !isOwnRow && (
        <DeleteButton mutationMode="pessimistic" redirect={false} />
      )}
    </Box>
  );
};

const ListActions = ({ declaration }: DeclarationProps) => (
  // On phones the create button floats (FAB): let the emptied toolbar take no room.
  <TopToolbar sx={{ minHeight: { xs: 0, sm: 'auto' }, p: { xs: 0, sm: undefined } }}>
    {declaration.canCreate && <CreateButton />}
  </TopToolbar>
);

export const ResourceList = ({ declaration }: DeclarationProps) => {
  const filters = declaration.searchField
    ? [
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder="Search"
          slotProps={{ htmlInput: { 'aria-label': 'Search' } }}
        />,
      ]
    : undefined;
  const columns = declaration.fields.filter((field) => field.inList);
  const hasActions = declaration.canEdit || declaration.canDelete;

  return (
    <List
      title={declaration.label}
      perPage={DEFAULT_PAGE_SIZE}
      // The API pages newest first; search results (sorted here) follow the same order.
      sort={{ field: 'id', order: 'DESC' }}
      debounce={SEARCH_DEBOUNCE_MS}
      filters={filters}
      actions={<ListActions declaration={declaration} />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      empty={false}
      exporter={false}
      // Room under the last row on phones, where the floating create button sits.
      sx={{ pb: { xs: declaration.canCreate ? 10 : 0, sm: 0 } }}
    >
      <Datagrid
        rowClick={declaration.canEdit ? 'edit' : false}
        bulkActionButtons={false}
        empty={<NoItems />}
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
    </List>
  );
};

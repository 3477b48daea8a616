import { Box } from '@mui/material';
import { EditButton, ShowButton, useGetIdentity, useRecordContext } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/types';
import { DeleteRowButton } from '../DeleteRowButton';
import { itemLabelOf } from '../labels';

interface DeclarationProps {
  declaration: ResourceDeclaration;
}

/** Edit and delete per row; a row carrying the current user's name cannot be deleted (spec §2). */
export const RowActions = ({
  declaration,
}: DeclarationProps & { label: string; sortable: boolean }) => {
  const record = useRecordContext<{ id: string | number; name?: unknown }>();
  const { identity } = useGetIdentity();
  const isOwnRow =
    identity?.fullName != null && record?.name != null && record.name === identity.fullName;
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}
      onClick={(event) => event.stopPropagation()}
    >
      {declaration.rowActions && <declaration.rowActions />}
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

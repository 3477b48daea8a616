import { useState } from 'react';
import { Box } from '@mui/material';
import { Edit } from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import { errorMessage } from './labels';
import { RecordTitle } from './RecordTitle';
import { ResourceForm } from './ResourceForm';
import { useSavedToList } from './useSavedToList';

export const ResourceEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const [error, setError] = useState<string>();
  const onSuccess = useSavedToList(declaration, 'updated');
  return (
    <Edit
      title={<RecordTitle declaration={declaration} />}
      redirect="list"
      // Pessimistic: the list is shown only once the server accepted the change.
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError: (cause: unknown) => setError(errorMessage(cause)) }}
      actions={false}
    >
      <ResourceForm declaration={declaration} mode="edit" error={error} />
      {/* Beside the form, in the record's context: actions with routes of their own. */}
      {declaration.showExtras && (
        <Box sx={{ px: 2, pb: 2 }}>
          <declaration.showExtras />
        </Box>
      )}
    </Edit>
  );
};

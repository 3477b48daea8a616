import { useState } from 'react';
import { Edit } from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import { ResourceForm } from './ResourceForm';
import { errorMessage } from './labels';

export const ResourceEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const [error, setError] = useState<string>();
  return (
    <Edit
      title={`Edit ${declaration.label.toLowerCase()}`}
      redirect="list"
      // Pessimistic: the list is shown only once the server accepted the change.
      mutationMode="pessimistic"
      mutationOptions={{ onError: (cause: unknown) => setError(errorMessage(cause)) }}
    >
      <ResourceForm declaration={declaration} mode="edit" error={error} />
    </Edit>
  );
};

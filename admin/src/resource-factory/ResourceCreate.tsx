import { useState } from 'react';
import { Create } from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import { ResourceForm } from './ResourceForm';
import { errorMessage, createLabelOf } from './labels';
import { useSavedToList } from './useSavedToList';

export const ResourceCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const [error, setError] = useState<string>();
  const onSuccess = useSavedToList(declaration, 'created');
  return (
    <Create
      title={createLabelOf(declaration)}
      redirect="list"
      mutationOptions={{ onSuccess, onError: (cause: unknown) => setError(errorMessage(cause)) }}
    >
      <ResourceForm declaration={declaration} mode="create" error={error} />
    </Create>
  );
};

import { useState } from 'react';
import { Create } from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import { ResourceForm } from './ResourceForm';
import { errorMessage, createLabelOf } from './labels';

export const ResourceCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const [error, setError] = useState<string>();
  return (
    <Create
      title={createLabelOf(declaration)}
      redirect="list"
      mutationOptions={{ onError: (cause: unknown) => setError(errorMessage(cause)) }}
    >
      <ResourceForm declaration={declaration} mode="create" error={error} />
    </Create>
  );
};

import { useState } from 'react';
import {
  Edit,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import { ResourceForm } from './ResourceForm';
import { errorMessage } from './labels';

const EditTitle = () => {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  return <span>Edit{record ? <>: {represent(record)}</> : null}</span>;
};

export const ResourceEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const [error, setError] = useState<string>();
  return (
    <Edit
      title={<EditTitle />}
      redirect="list"
      // Pessimistic: the list is shown only once the server accepted the change.
      mutationMode="pessimistic"
      mutationOptions={{ onError: (cause: unknown) => setError(errorMessage(cause)) }}
    >
      <ResourceForm declaration={declaration} mode="edit" error={error} />
    </Edit>
  );
};

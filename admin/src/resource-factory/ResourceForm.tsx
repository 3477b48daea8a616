import { Alert, Box } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDeclaration } from '../resources/types';
import { inputTypes } from './inputTypes';
import { validatorsFor, type FormMode } from './validation';

interface ResourceFormProps {
  declaration: ResourceDeclaration;
  mode: FormMode;
  /** The server's message of the last failed save. */
  error?: string;
}

/** Save stays disabled until the declared rules hold; a failed save's message sits above it. */
const FormToolbar = ({ error }: { error?: string }) => {
  const { isValid } = useFormState();
  return (
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 2 }}>
      {error && (
        <Alert severity="error" variant="filled">
          {error}
        </Alert>
      )}
      <Box>
        <SaveButton disabled={!isValid} />
      </Box>
    </Toolbar>
  );
};

export const ResourceForm = ({ declaration, mode, error }: ResourceFormProps) => (
  <SimpleForm mode="onTouched" toolbar={<FormToolbar error={error} />} sx={{ maxWidth: 720 }}>
    {declaration.fields
      .filter((field) => field.inForm !== false && !(mode === 'create' && field.readOnly))
      .map((field) => {
        const Input = inputTypes[field.type];
        return (
          <Input
            key={field.source}
            field={field}
            validate={validatorsFor(field, mode)}
            readOnly={field.readOnly}
          />
        );
      })}
  </SimpleForm>
);

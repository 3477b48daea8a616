import { Alert, Box, CircularProgress } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar, ToolbarClasses, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDeclaration } from '../resources/types';
import { inputTypes } from './inputTypes';
import { validatorsFor, type FormMode } from './validation';

const FORM_WIDTH = 720;

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
    <Toolbar
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: 2,
        maxWidth: FORM_WIDTH,
        // Keep Save (and the alert above it) in the form on phones too, not pinned to the bottom.
        [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static', width: 'auto' },
      }}
    >
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

/** Spec §4: while the save is under way a spinner covers the form. */
const SavingOverlay = () => {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  if (!saving && !isSubmitting) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Saving"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.65)',
        borderRadius: 1,
      }}
    >
      <CircularProgress />
    </Box>
  );
};

export const ResourceForm = ({ declaration, mode, error }: ResourceFormProps) => (
  <Box sx={{ position: 'relative' }}>
    <SimpleForm
      mode="onTouched"
      toolbar={<FormToolbar error={error} />}
      // The alert above Save carries the server's message; no second, generic notification.
      disableInvalidFormNotification
      sx={{ maxWidth: FORM_WIDTH, pb: { xs: 0 } }}
    >
      {declaration.fields
        .filter(
          (field) =>
            field.inForm !== false &&
            field.type !== 'object' &&
            !(mode === 'create' && field.readOnly) &&
            !(mode === 'edit' && field.createOnly) &&
            !(mode === 'create' && field.editOnly),
        )
        .map((field) => {
          const Input = inputTypes[field.type];
          return (
            <Input
              key={field.source}
              field={field}
              mode={mode}
              validate={validatorsFor(field, mode)}
              readOnly={field.readOnly}
            />
          );
        })}
      <SavingOverlay />
    </SimpleForm>
  </Box>
);

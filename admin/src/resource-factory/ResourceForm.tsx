import { useMemo, type MouseEvent } from 'react';
import { Alert, Box, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, SaveButton, Toolbar, ToolbarClasses, useSaveContext } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { useDashboardLocale, useDashboardTranslate } from '../i18n/useDashboardTranslate';
import type { FieldDeclaration, ResourceDeclaration } from '../resources/types';
import { inputTypes } from './inputTypes';
import { validatorsFor, type FormMode } from './validation';

const FORM_WIDTH = 720;

interface ResourceFormProps {
  declaration: ResourceDeclaration;
  mode: FormMode;
  /** The server's message of the last failed save. */
  error?: string;
}

/** The fields a form shows, in their order. */
const formFields = (declaration: ResourceDeclaration, mode: FormMode): FieldDeclaration[] =>
  declaration.fields.filter(
    (field) =>
      field.inForm !== false &&
      field.type !== 'object' &&
      !(mode === 'create' && field.readOnly) &&
      !(mode === 'edit' && field.createOnly) &&
      !(mode === 'create' && field.editOnly),
  );

/** The fields in form order, a range's start and its end (`rangeEnd`) kept together. */
const groupRanges = (fields: FieldDeclaration[]): FieldDeclaration[][] => {
  const groups: FieldDeclaration[][] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last?.length === 1 && last[0].rangeEnd === field.source) last.push(field);
    else groups.push([field]);
  }
  return groups;
};

/**
 * The fields whose declared rules do not hold yet, in form order: what keeps Save disabled.
 * Runs the same validators the inputs use, on every value (touched or not).
 */
const useMissingFields = (fields: FieldDeclaration[], mode: FormMode): FieldDeclaration[] => {
  const values = useWatch() as Record<string, unknown>;
  const rules = useMemo(
    () => fields.map((field) => ({ field, validators: validatorsFor(field, mode) ?? [] })),
    [fields, mode],
  );
  return rules
    .filter(({ field, validators }) =>
      validators.some((validate) => {
        const result: unknown = validate(values[field.source], values, {});
        // Every declared rule is synchronous; a promise would mean "not checked here".
        return result != null && !(result instanceof Promise);
      }),
    )
    .map(({ field }) => field);
};

/**
 * The input of a field, for focus, in order of preference: a rich-text editor (before its
 * toolbar's buttons), a text box, a select, a drop zone.
 */
const FOCUSABLE = [
  '[contenteditable="true"]',
  'input:not([type="hidden"]):not([type="file"]):not([aria-hidden="true"])',
  'textarea',
  '[role="combobox"]',
  '[tabindex="0"]',
];

const focusField = (form: HTMLFormElement | null, source: string) => {
  // Sources are declared identifiers (letters and underscores): safe in a class selector.
  const box = form?.querySelector(`.ra-input-${source}`);
  const target = FOCUSABLE.map((selector) => box?.querySelector<HTMLElement>(selector)).find(
    Boolean,
  );
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
};

/**
 * Save is marked disabled (aria-disabled, greyed) until the declared rules hold (spec §5), and
 * the line beside it names what is still missing. Pressing it anyway submits, which shows every
 * field's message, and moves the focus to the first missing field. A failed save's message sits
 * above it.
 */
const FormToolbar = ({ error, missing }: { error?: string; missing: FieldDeclaration[] }) => {
  const { isSubmitting } = useFormState();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const incomplete = missing.length > 0;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!incomplete) return;
    const form = event.currentTarget.form;
    const first = missing[0].source;
    // After react-hook-form's own (failed) submit, which marks the errors and may move focus.
    window.setTimeout(() => focusField(form, first), 0);
  };
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <SaveButton
          // Natively enabled so a press can explain itself; marked disabled while incomplete.
          alwaysEnable={!isSubmitting}
          aria-disabled={incomplete}
          aria-describedby={incomplete ? 'form-missing' : undefined}
          onClick={onClick}
          sx={{
            '&[aria-disabled="true"]': {
              bgcolor: 'action.disabledBackground',
              color: 'action.disabled',
              boxShadow: 'none',
            },
          }}
        />
        {incomplete && (
          <Typography id="form-missing" variant="body2" color="text.secondary" aria-live="polite">
            {t('list.still_needed', {
              fields: missing.map((field) => field.label).join(locale === 'ar' ? '، ' : ', '),
            })}
          </Typography>
        )}
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

/** The toolbar needs the form's values, so it is rendered inside the form context. */
const DeclaredToolbar = ({
  fields,
  mode,
  error,
}: {
  fields: FieldDeclaration[];
  mode: FormMode;
  error?: string;
}) => <FormToolbar error={error} missing={useMissingFields(fields, mode)} />;

export const ResourceForm = ({ declaration, mode, error }: ResourceFormProps) => {
  const fields = useMemo(() => formFields(declaration, mode), [declaration, mode]);
  return (
    <Box sx={{ position: 'relative' }}>
      {/* SimpleForm's layout on react-admin's Form: SimpleForm hands the form's own props
          (disableInvalidFormNotification) on to a DOM element. */}
      <Form
        mode="onTouched"
        // The alert above Save carries the server's message; no second, generic notification.
        disableInvalidFormNotification
      >
        <CardContent sx={{ maxWidth: FORM_WIDTH, pb: { xs: 0 } }}>
          <Stack sx={{ alignItems: 'flex-start' }}>
            {groupRanges(fields).map((group) => {
              const inputs = group.map((field) => {
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
              });
              if (group.length === 1) return inputs[0];
              // A range (a session's Starts and Ends): one pair, side by side from tablets up.
              return (
                <Box
                  key={group[0].source}
                  role="group"
                  aria-label={group.map((field) => field.label).join(' and ')}
                  sx={{
                    display: 'flex',
                    flexDirection: { xs: 'column', sm: 'row' },
                    gap: { xs: 0, sm: 2 },
                    width: '100%',
                    '& > *': { flex: 1, minWidth: 0 },
                  }}
                >
                  {inputs}
                </Box>
              );
            })}
            <SavingOverlay />
          </Stack>
        </CardContent>
        <DeclaredToolbar fields={fields} mode={mode} error={error} />
      </Form>
    </Box>
  );
};

import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import { FileField, FileInput, ImageField, ImageInput, type Validator } from 'react-admin';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { formatDay } from '../lib/format-date';
import type { FieldDeclaration, FieldType } from '../resources/types';
import { fileUrl } from './format';
import { DateTimeField } from './inputs/DateTimeField';
import { FormTextField } from './inputs/FormTextField';
import { NumberField } from './inputs/NumberField';
import { PasswordField } from './inputs/PasswordField';
import { SelectField } from './inputs/SelectField';
import { SwitchField } from './inputs/SwitchField';
import { OptionsInput } from './OptionsInput';
import { placeholderAware } from './placeholder';
import type { FormMode } from './validation';

/** The input's own language and direction: an Arabic twin is typed right to left. */
const ARABIC = { dir: 'rtl', lang: 'ar' } as const;
const ENGLISH = { dir: 'ltr', lang: 'en' } as const;
const DIRECTION = { ar: ARABIC, en: ENGLISH } as const;

type RichTextProps = RichTextInputProps & {
  lang?: 'ar' | 'en';
};

// The TipTap editor is heavy: load it only on forms that have rich text. An Arabic twin's
// editable area is right to left, its English field's left to right whatever the dashboard's
// direction (one options object per language: the editor is rebuilt when they change).
const RichTextInput = lazy(() =>
  import('ra-input-rich-text').then(({ RichTextInput: Input, DefaultEditorOptions }) => {
    const withAttributes = (attributes: Record<string, string>) => ({
      ...DefaultEditorOptions,
      editorProps: { ...DefaultEditorOptions.editorProps, attributes },
    });
    const options = { ar: withAttributes(ARABIC), en: withAttributes(ENGLISH) };
    const Editor = ({ lang, ...props }: RichTextProps) => (
      <Input {...props} editorOptions={lang ? options[lang] : DefaultEditorOptions} />
    );
    return { default: Editor };
  }),
);

export interface InputComponentProps {
  field: FieldDeclaration;
  mode: FormMode;
  validate?: Validator[];
  readOnly?: boolean;
}

const common = ({ field, validate, readOnly }: InputComponentProps) => ({
  source: field.source,
  label: field.label,
  validate,
  readOnly,
});

const toAccept = (accept: FieldDeclaration['accept']): Record<string, string[]> | undefined =>
  accept
    ? Object.fromEntries(
        Object.entries(accept).map(([type, extensions]) => [type, [...extensions]]),
      )
    : undefined;

/**
 * A file input's value: a newly chosen File becomes `{rawFile, src, title}` (react-admin's own
 * shape, with a preview address); a stored path becomes `{src, title}` so it shows as well.
 */
const formatFile = (value: unknown): unknown => {
  if (value instanceof File) {
    return { rawFile: value, src: URL.createObjectURL(value), title: value.name };
  }
  if (typeof value === 'string' && value) {
    return { src: fileUrl(value), title: value.split('/').pop() ?? value, stored: true };
  }
  return value ?? null;
};

/** Digits (and one leading +) only: a leading zero must survive, so the value stays text. */
const parsePhone = (value: string): string =>
  (value ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');

/** Form input for each declared field type (the way react-admin's editFieldTypes maps types). */
export const inputTypes: Record<FieldType, ComponentType<InputComponentProps>> = {
  text: (props) => (
    <FormTextField
      {...common(props)}
      hint={props.field.hint}
      htmlInput={props.field.lang ? DIRECTION[props.field.lang] : undefined}
      // A read-only value the record lacks reads as the declaration's words ('None'), not as
      // an empty box.
      displayValue={
        props.readOnly && props.field.emptyText
          ? (value: unknown) => (value === '' || value == null ? props.field.emptyText : value)
          : undefined
      }
    />
  ),
  // Written by the server only (the outbox's mails), never in a form.
  document: () => null,
  email: (props) => (
    <FormTextField {...common(props)} type="email" htmlInput={{ autoComplete: 'off' }} />
  ),
  phone: (props) => (
    <FormTextField
      {...common(props)}
      type="tel"
      parse={parsePhone}
      htmlInput={{ inputMode: 'numeric', autoComplete: 'off' }}
    />
  ),
  password: (props) => <PasswordField {...common(props)} />,
  number: (props) => (
    <NumberField
      {...common(props)}
      step={props.field.step}
      min={props.field.min}
      max={props.field.max}
    />
  ),
  cents: (props) => <NumberField {...common(props)} />,
  boolean: (props) => (
    <SwitchField
      {...common(props)}
      defaultValue={props.mode === 'create' && props.field.defaultValue === true}
    />
  ),
  date: (props) => <FormTextField {...common(props)} type="date" format={formatDay} shrinkLabel />,
  datetime: (props) => (
    <DateTimeField {...common(props)} after={props.field.after} hint={props.field.hint} />
  ),
  select: (props) => {
    const { placeholder, choices = [] } = props.field;
    // A disabled choice only names a stored value (the top role in a user's edit form).
    const offered =
      props.mode === 'create' ? choices.filter((choice) => !choice.disabled) : choices;
    return (
      <SelectField
        {...common(props)}
        choices={offered}
        // The placeholder is shown but cannot be chosen (spec §2/§5).
        placeholder={placeholder ? placeholderAware({ id: '', name: placeholder }) : undefined}
      />
    );
  },
  reference: ({ field, validate, readOnly }) => (
    <OptionsInput field={field} validate={validate} readOnly={readOnly} />
  ),
  // Nested objects are shown in lists; forms edit their id through a reference field.
  object: () => null,
  richtext: (props) => (
    <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
      <RichTextInput {...common(props)} fullWidth lang={props.field.lang} />
    </Suspense>
  ),
  image: (props) => (
    <ImageInput
      {...common(props)}
      accept={toAccept(props.field.accept) ?? { 'image/*': [] }}
      format={formatFile}
      parse={formatFile}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  ),
  file: (props) => (
    <FileInput
      {...common(props)}
      accept={toAccept(props.field.accept)}
      format={formatFile}
      parse={formatFile}
    >
      <FileField source="src" title="title" />
    </FileInput>
  ),
};

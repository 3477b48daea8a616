import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import type { FieldDeclaration, FieldType } from '../resources/types';

// The TipTap editor is heavy: load it only on forms that have rich text.
const RichTextInput = lazy(() =>
  import('ra-input-rich-text').then((module) => ({ default: module.RichTextInput })),
);

export interface InputComponentProps {
  field: FieldDeclaration;
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

/** Form input for each declared field type (the way react-admin's editFieldTypes maps types). */
export const inputTypes: Record<FieldType, ComponentType<InputComponentProps>> = {
  text: (props) => <TextInput {...common(props)} />,
  email: (props) => <TextInput {...common(props)} type="email" />,
  password: (props) => <PasswordInput {...common(props)} autoComplete="new-password" />,
  number: (props) => <NumberInput {...common(props)} />,
  boolean: (props) => <BooleanInput {...common(props)} />,
  date: (props) => <DateInput {...common(props)} />,
  select: (props) => <SelectInput {...common(props)} choices={[...(props.field.choices ?? [])]} />,
  richtext: (props) => (
    <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
      <RichTextInput {...common(props)} fullWidth />
    </Suspense>
  ),
  reference: ({ field, ...rest }) => (
    <ReferenceInput
      source={field.source}
      reference={field.reference?.resource ?? ''}
      perPage={1000}
    >
      <SelectInput {...common({ field, ...rest })} optionText={field.reference?.optionText} />
    </ReferenceInput>
  ),
  image: (props) => (
    <ImageInput {...common(props)} accept={toAccept(props.field.accept) ?? { 'image/*': [] }}>
      <ImageField source="src" title="title" />
    </ImageInput>
  ),
  file: (props) => (
    <FileInput {...common(props)} accept={toAccept(props.field.accept)}>
      <FileField source="src" title="title" />
    </FileInput>
  ),
};

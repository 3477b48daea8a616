import type { ComponentType } from 'react';
import {
  EmailField,
  FunctionField,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  type RaRecord,
} from 'react-admin';
import type { FieldDeclaration, FieldType } from '../resources/types';

export interface ListFieldProps {
  field: FieldDeclaration;
  /** Read by the Datagrid header. */
  label: string;
  source: string;
  sortable: boolean;
}

/** Stored paths are served from the API origin (`/storage/...`). */
export const fileUrl = (path: string): string =>
  /^(https?:|data:|blob:|\/)/.test(path) ? path : `/${path}`;

export const DESCRIPTION_PREVIEW = 15;

/** The description preview of spec §2: text only, 15 characters and '...'. */
export const previewText = (html: string): string => {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}...` : text;
};

const valueOf = (record: RaRecord | undefined, source: string): unknown =>
  (record as Record<string, unknown> | undefined)?.[source];

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** List column for each declared field type (the way react-admin's listFieldTypes maps types). */
export const listFieldTypes: Record<FieldType, ComponentType<ListFieldProps>> = {
  text: ({ field }) => <TextField source={field.source} />,
  password: () => null,
  email: ({ field }) => <EmailField source={field.source} />,
  number: ({ field }) => <NumberField source={field.source} />,
  select: ({ field }) => <SelectField source={field.source} choices={[...(field.choices ?? [])]} />,
  richtext: ({ field }) => (
    <FunctionField
      render={(record: RaRecord) => previewText(asText(valueOf(record, field.source)))}
    />
  ),
  boolean: ({ field }) => (
    <FunctionField
      render={(record: RaRecord) => {
        const value = valueOf(record, field.source);
        return value === true || value === 1 || value === '1' || value === 'true'
          ? 'True'
          : 'False';
      }}
    />
  ),
  date: ({ field }) => (
    <FunctionField
      render={(record: RaRecord) => asText(valueOf(record, field.source)).slice(0, 10)}
    />
  ),
  reference: ({ field }) => (
    <ReferenceField
      source={field.source}
      reference={field.reference?.resource ?? ''}
      link={false}
      emptyText=""
    >
      <TextField source={field.reference?.optionText ?? 'id'} />
    </ReferenceField>
  ),
  image: ({ field }) => (
    <FunctionField
      render={(record: RaRecord) => {
        const path = asText(valueOf(record, field.source));
        return path ? (
          <img
            src={fileUrl(path)}
            alt={field.label}
            loading="lazy"
            style={{ maxHeight: 48, maxWidth: 96, objectFit: 'cover', borderRadius: 4 }}
          />
        ) : null;
      }}
    />
  ),
  file: ({ field }) => (
    <FunctionField
      render={(record: RaRecord) => {
        const path = asText(valueOf(record, field.source));
        return path ? (
          <a
            href={fileUrl(path)}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => event.stopPropagation()}
          >
            Download
          </a>
        ) : null;
      }}
    />
  ),
};

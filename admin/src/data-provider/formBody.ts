import type { FieldDeclaration } from '../resources/types';
import { asText } from './rows';

/** The shape react-admin's FileInput/ImageInput gives a newly chosen file. */
interface ChosenFile {
  rawFile: File;
}

const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' &&
  value !== null &&
  'rawFile' in value &&
  value.rawFile instanceof File;

const isFileField = (field: FieldDeclaration): boolean =>
  field.type === 'file' || field.type === 'image';

/** The fields a form sends: declared, writable, in the form, not computed nested objects. */
const isSentField = (field: FieldDeclaration): boolean =>
  field.inForm !== false && !field.readOnly && field.type !== 'object';

/** What a form sends: its declared, writable fields; files only when newly chosen. */
export const formEntries = (
  fields: readonly FieldDeclaration[],
  data: Record<string, unknown>,
): [string, unknown][] => {
  const entries: [string, unknown][] = [];
  for (const field of fields.filter(isSentField)) {
    const value = data[field.source];
    if (isFileField(field) && !isChosenFile(value)) continue;
    if (value === undefined) continue;
    // An empty password means "keep the current one" (user edit).
    if (field.type === 'password' && (value === '' || value === null)) continue;
    entries.push([field.source, value]);
  }
  return entries;
};

export const hasChosenFile = (entries: [string, unknown][]): boolean =>
  entries.some(([, value]) => isChosenFile(value));

/** A multipart form of the entries (a chosen file as the file; null as an empty field). */
export const toFormData = (entries: [string, unknown][]): FormData => {
  const form = new FormData();
  for (const [key, value] of entries) {
    if (isChosenFile(value)) form.append(key, value.rawFile, value.rawFile.name);
    else if (value === null) form.append(key, '');
    else form.append(key, asText(value));
  }
  return form;
};

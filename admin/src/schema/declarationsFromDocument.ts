import ViewListIcon from '@mui/icons-material/ViewList';
import { DASHBOARD_ROLES, type DashboardRole } from '../auth/roles';
import type {
  FieldCustomization,
  FieldDeclaration,
  ResourceCustomization,
  ResourceDeclaration,
} from '../resources/types';
import {
  createBodyOf,
  recordOf,
  type ApiDocument,
  type ApiResource,
  type SchemaProperty,
} from './apiDocument';
import { fieldFromSchema } from './fieldFromSchema';
import { humanize } from './labels';

/** Default list columns of a resource without an admin file. */
const MAX_DEFAULT_COLUMNS = 6;
const NOT_A_DEFAULT_COLUMN = new Set(['id', 'updated_at']);

/** Rules a field of an admin file may set; when it sets one, the document's are not used. */
const VALIDATION_KEYS = [
  'required',
  'minLength',
  'validateOn',
  'lengthRule',
  'editMinLength',
] as const;

const ownsValidation = (custom: FieldCustomization): boolean =>
  VALIDATION_KEYS.some((key) => custom[key] !== undefined);

const withoutValidation = (field: FieldDeclaration): FieldDeclaration => {
  const copy = { ...field };
  for (const key of VALIDATION_KEYS) delete copy[key];
  return copy;
};

/** The fields the document gives: the create body's (forms) then the record's other ones. */
const schemaFields = (document: ApiDocument, resource: ApiResource): FieldDeclaration[] => {
  const writable = resource.actions.includes('create') || resource.actions.includes('edit');
  const body = writable ? createBodyOf(document, resource) : undefined;
  const record = recordOf(document, resource);
  const required = new Set(body?.required ?? []);
  const fields = new Map<string, FieldDeclaration>();
  for (const [source, schema] of Object.entries(body?.properties ?? {})) {
    // The record's description carries the marks (rich text, reference) the body lacks.
    const marked: SchemaProperty = { ...record?.properties?.[source], ...schema };
    fields.set(
      source,
      fieldFromSchema(source, marked, { writable: true, required: required.has(source) }),
    );
  }
  for (const [source, schema] of Object.entries(record?.properties ?? {})) {
    if (source === 'id' || fields.has(source)) continue;
    fields.set(source, fieldFromSchema(source, schema, { writable: false, required: false }));
  }
  return [...fields.values()];
};

/** Without an admin file: the record's first columns, ids shown through their nested object. */
const defaultColumns = (fields: FieldDeclaration[]): FieldDeclaration[] => {
  let shown = 0;
  return fields.map((field) => {
    const hidden =
      NOT_A_DEFAULT_COLUMN.has(field.source) ||
      field.type === 'password' ||
      field.type === 'reference' ||
      // The Arabic twin of a field is read in the form, never as a second column of it.
      field.translationOf !== undefined ||
      shown >= MAX_DEFAULT_COLUMNS;
    if (!hidden) shown += 1;
    return { ...field, inList: !hidden };
  });
};

/**
 * Each Arabic twin the admin file does not name comes right after its English field, labelled
 * after it ('Course name (Arabic)'): declared once on the server (`translated: true`), it needs
 * no line in any admin file.
 */
const placeTwins = (
  fields: FieldDeclaration[],
  named: ReadonlySet<string> = new Set(),
): FieldDeclaration[] => {
  const placed = (field: FieldDeclaration) => field.translationOf && !named.has(field.source);
  const twins = fields.filter(placed);
  // The English side of a translated field says so: its input stays left to right when the
  // dashboard is in Arabic (an English sentence typed right to left puts its full stop first).
  const translated = new Set(fields.map((field) => field.translationOf).filter(Boolean));
  const out: FieldDeclaration[] = [];
  for (const field of fields) {
    if (placed(field)) continue;
    out.push(translated.has(field.source) && !field.lang ? { ...field, lang: 'en' } : field);
    for (const twin of twins.filter((each) => each.translationOf === field.source)) {
      out.push({ ...twin, label: `${field.label} (Arabic)`, inList: false });
    }
  }
  // A twin whose English field is not shown keeps its place at the end.
  const kept = new Set(out.map((field) => field.source));
  return [...out, ...twins.filter((twin) => !kept.has(twin.source))];
};

const mergeFields = (
  fromSchema: FieldDeclaration[],
  customs: readonly FieldCustomization[] | undefined,
): FieldDeclaration[] => {
  if (!customs) return placeTwins(defaultColumns(fromSchema));
  const bySource = new Map(fromSchema.map((field) => [field.source, field]));
  const named = customs.map((custom): FieldDeclaration => {
    const base = bySource.get(custom.source) ?? {
      source: custom.source,
      label: humanize(custom.source),
      type: 'text',
    };
    return { ...(ownsValidation(custom) ? withoutValidation(base) : base), ...custom };
  });
  const names = new Set(customs.map((custom) => custom.source));
  // A field the server accepts but the file does not name yet: offered in the forms.
  const added = fromSchema.filter((field) => !names.has(field.source) && field.inForm !== false);
  return placeTwins(
    [...named, ...added.map((field) => ({ ...field, inList: false, inShow: false }))],
    names,
  );
};

const dashboardRoles = (roles: readonly string[]): DashboardRole[] =>
  DASHBOARD_ROLES.filter((role) => roles.includes(role));

/** The declaration of one resource of the document, customised by its admin file if any. */
export const declarationOf = (
  document: ApiDocument,
  resource: ApiResource,
  custom: ResourceCustomization | undefined,
): ResourceDeclaration => {
  const { fields: customFields, ...overrides } = custom ?? { apiPath: resource.path };
  const fields = mergeFields(schemaFields(document, resource), customFields);
  const searchField = overrides.searchField ?? resource.searchParams[0];
  const canEdit = resource.actions.includes('edit');
  const recordName =
    ['name', 'title'].find((name) => fields.some((field) => field.source === name)) ??
    fields[0]?.source;
  return {
    name: resource.path.replace(/\//g, '-'),
    label: humanize(resource.path),
    // A resource without an admin file takes the server's name for one row ('Add testimonial').
    ...(resource.item && !custom
      ? { itemLabel: resource.item, createLabel: `Add ${resource.item.toLowerCase()}` }
      : {}),
    icon: ViewListIcon,
    searchLabel: searchField ? `Search by ${humanize(searchField).toLowerCase()}` : undefined,
    recordName,
    canShow: !canEdit && resource.actions.includes('show'),
    ...overrides,
    apiPath: resource.path,
    roles: dashboardRoles(resource.roles),
    searchField: resource.actions.includes('search') ? searchField : undefined,
    canCreate: resource.actions.includes('create') && (overrides.canCreate ?? true),
    canEdit: canEdit && (overrides.canEdit ?? true),
    canDelete: resource.actions.includes('delete') && (overrides.canDelete ?? true),
    fields,
  };
};

/**
 * The dashboard's resources: every `x-resources` entry some dashboard role manages, those with
 * an admin file first and in its order (the menu's), then the others in the document's order.
 * An admin file whose resource the server no longer offers is left out.
 */
export const declarationsFromDocument = (
  document: ApiDocument,
  customizations: readonly ResourceCustomization[],
): ResourceDeclaration[] => {
  const offered = (document['x-resources'] ?? []).filter(
    (resource) => dashboardRoles(resource.roles).length > 0,
  );
  const byPath = new Map(offered.map((resource) => [resource.path, resource]));
  const customized = customizations.flatMap((custom) => {
    const resource = byPath.get(custom.apiPath);
    return resource ? [declarationOf(document, resource, custom)] : [];
  });
  const paths = new Set(customizations.map((custom) => custom.apiPath));
  const plain = offered
    .filter((resource) => !paths.has(resource.path))
    .map((resource) => declarationOf(document, resource, undefined));
  return [...customized, ...plain];
};

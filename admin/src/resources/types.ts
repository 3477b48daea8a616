import type { ComponentType } from 'react';
import type { DashboardRole } from '../auth/roles';

export type FieldType =
  | 'text'
  | 'richtext'
  | 'number'
  | 'select'
  | 'reference'
  | 'image'
  | 'file'
  | 'boolean'
  | 'date'
  | 'email'
  | 'password';

export interface Choice {
  id: string | number;
  name: string;
}

export interface FieldDeclaration {
  /** Property name in the API payload. */
  source: string;
  /** Column header and input label. */
  label: string;
  type: FieldType;
  /** Shown as a list column (default false). */
  inList?: boolean;
  /** Shown in the create and edit forms (default true). */
  inForm?: boolean;
  required?: boolean;
  /** Minimum length in characters; the spec's "longer than N" is minLength N + 1. Implies required. */
  minLength?: number;
  /** Which forms enforce `required`/`minLength` (default 'both'; the spec relaxes some edit forms). */
  validateOn?: 'create' | 'both';
  /** Options of a `select` field. */
  choices?: readonly Choice[];
  /** Target of a `reference` field. */
  reference?: {
    /** Resource name of the referenced declaration. */
    resource: string;
    /** Property of the referenced record shown in selects and lists. */
    optionText: string;
  };
  /** Shown in the edit form but never sent. */
  readOnly?: boolean;
  /** Accepted types of a `file`/`image` field, as MIME type → extensions (react-dropzone). */
  accept?: Readonly<Record<string, readonly string[]>>;
}

/** Dashboard paths of spec §2 that must still land on the canonical screen. */
export interface LegacyPaths {
  list?: string;
  create?: string;
  /** Must contain `:id`, e.g. 'users/:id/old'. */
  edit?: string;
}

export interface ResourceDeclaration {
  /** React-admin resource name; also the dashboard path segment (`/dashboard/<name>`). */
  name: string;
  /** Path under `/api`, e.g. 'sub-categories' for `subcategories`. */
  apiPath: string;
  /** Menu entry and page title of the list. */
  label: string;
  /** Menu entry of the create screen (default `Add <label>`). */
  createLabel?: string;
  icon: ComponentType;
  /** Roles allowed on every screen of this resource. */
  roles: readonly DashboardRole[];
  /** Query parameter of `POST /api/<apiPath>/search`; no search box without it. */
  searchField?: string;
  fields: readonly FieldDeclaration[];
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  legacyPaths?: LegacyPaths;
}

import type { ComponentType } from 'react';
import type { DashboardRole } from '../auth/roles';

export type FieldType =
  /** One line of text. */
  | 'text'
  /** HTML from the rich-text editor; lists show a 15-character text preview. */
  | 'richtext'
  | 'number'
  /** Digits only (numeric keyboard), kept as text so a leading zero survives. */
  | 'phone'
  /** An integer amount of cents shown as the currency amount with two decimals. */
  | 'cents'
  /** One of the declared `choices`. */
  | 'select'
  /** One row of another API list (`options`), sent as its id. */
  | 'reference'
  /** A nested object of the API row (`{id, title}`), shown by its `display` property. */
  | 'object'
  /** An image file: a public path in lists, an upload with preview in forms. */
  | 'image'
  /** Any file; paths under /api are private and download with the session token. */
  | 'file'
  | 'boolean'
  /** Shown as YYYY-MM-DD. */
  | 'date'
  /**
   * A moment (ISO instant) picked and shown in Cairo time: a date-time picker in forms,
   * 'Wed 10 Feb 2027, 09:00' in lists (issue 22).
   */
  | 'datetime'
  | 'email'
  | 'password'
  /** A whole HTML document (a mail as sent): shown in a sandboxed frame on the detail screen. */
  | 'document';

export interface Choice {
  id: string | number;
  name: string;
  /** Shown (for a stored value) but never offered in the create form. */
  disabled?: boolean;
}

/** Where a `reference` field (or filter) reads its choices: a plain-array API list (spec §7). */
export interface OptionsSource {
  /** Path under /api answering a bare array, e.g. 'categories'. */
  apiPath: string;
  /** Property shown for each option. */
  optionText: string;
  /** Property sent as the value (default 'id'). */
  optionValue?: string;
  /** Shown under the option text in the dropdown, to tell similar options apart. */
  optionHint?: string;
  /** Only the options whose `key` equals the form's current `field` value (dependent selects). */
  dependsOn?: {
    field: string;
    key: string;
    /** Placeholder while the parent is not chosen ('Choose a category first'). */
    waitingText?: string;
  };
  /** Type-ahead input instead of a plain select (long lists such as users). */
  autocomplete?: boolean;
}

export type ChipColor = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface FieldDeclaration {
  /** Property name in the API payload. */
  source: string;
  /**
   * The Arabic twin of a translated field (the document's `x-lang`): a right-to-left input,
   * placed after `translationOf`, the English field it translates. 'en' marks that English
   * field: its input stays left to right in the Arabic dashboard.
   */
  lang?: 'ar' | 'en';
  translationOf?: string;
  /** Column header and input label. */
  label: string;
  type: FieldType;
  /** Shown as a list column (default false). */
  inList?: boolean;
  /** What a create form starts with (the column's default in the API document). */
  defaultValue?: string | number | boolean;
  /** Shown in the create and edit forms (default true). */
  inForm?: boolean;
  /** Shown on the read-only detail screen, where the resource has one (default true). */
  inShow?: boolean;
  /** In the create form only (e.g. a password confirmation the edit form does not offer). */
  createOnly?: boolean;
  /** In the edit form only (e.g. the current password a change of one's own password needs). */
  editOnly?: boolean;
  required?: boolean;
  /** Minimum length in characters; the spec's "longer than N" is minLength N + 1. Implies required. */
  minLength?: number;
  /** Which forms enforce `required`/`minLength` (default 'both'; the spec relaxes some edit forms). */
  validateOn?: 'create' | 'both';
  /**
   * Length a filled-in value must have, with a message that names the rule (passwords: 8 to
   * 128, DECISIONS 16). Follows `validateOn`; an empty value is left to `required`.
   */
  lengthRule?: { min: number; max: number; message: string };
  /** Edit form rule where it differs from create (spec §5: the job description "not empty"). */
  editMinLength?: number;
  /** Options of a `select` field. */
  choices?: readonly Choice[];
  /** Unselectable first option of a select ('Select Role'). */
  placeholder?: string;
  /** Choices of a `reference` field. */
  options?: OptionsSource;
  /** Property of an `object` field's value that is shown (sub_category → title). */
  display?: string;
  /** A long text column shows this many characters, then '...'. */
  truncate?: number;
  /** Text of the download link of a `file` field ('Download CV'). */
  linkText?: string;
  /** Shown in the edit form but never sent. */
  readOnly?: boolean;
  /**
   * Colours of a `boolean` column's True/False chip (default: True green, False grey), e.g. a
   * failed payment in red, a refund due in amber.
   */
  chipColors?: { true?: ChipColor; false?: ChipColor };
  /** A `number` input's step (1 for whole numbers, 0.01 for two decimals; default 1). */
  step?: number;
  /** Least and largest value of a `number` input (default least 0). */
  min?: number;
  max?: number;
  /** A `number` in EGP (a course price): lists show it as an amount, '13,500.00 EGP'. */
  egp?: boolean;
  /**
   * Least width of its table column, in px, instead of the default (90 px for text): more
   * where wrapping would hurt (a payment's email), less for short values (a first name).
   */
  columnWidth?: number;
  /** Column header where it differs from the form's label (a range's start: 'When'). */
  listLabel?: string;
  /**
   * A `datetime` that starts a range ending at this field's value: lists and titles show both
   * ('Wed 10 Feb 2027, 09:00–16:00').
   */
  rangeEnd?: string;
  /**
   * A `datetime` that must come after this other `datetime` field (a session's end after its
   * start): checked in the form, which shows the duration under it ('7 h', '3 days').
   */
  after?: string;
  /**
   * A text column shown as a coloured badge, by value ('Refund due' amber, 'Cancelled' red):
   * states read as words at a glance (issue 22). A value not named gets a grey badge.
   */
  badges?: Readonly<Record<string, ChipColor>>;
  /**
   * Another property of the row shown under the value, smaller, in the same cell (a payment's
   * session under its course): a related fact without a column of its own.
   */
  detail?: string;
  /**
   * The CSV header of `detail`, which then gets a column of its own in the export (the table
   * shows it under the value, the spreadsheet apart); without it the export leaves it out.
   */
  detailLabel?: string;
  /**
   * Values not shown at all, being the ordinary case ('No refund' under a payment's outcome):
   * what is left stands out.
   */
  quietValues?: readonly string[];
  /** A hint under the input while it has no error ('Cairo time'). */
  hint?: string;
  /** What a read-only input shows when the record has no value ('None'). */
  emptyText?: string;
  /** One of the row's key facts in the compact list of phones (default: the first three columns). */
  compact?: 'primary' | 'secondary' | 'tertiary';
  /** Accepted types of a `file`/`image` field, as MIME type → extensions (react-dropzone). */
  accept?: Readonly<Record<string, readonly string[]>>;
}

/** A list filter beside the search box; its value goes to the search call as `source=value`. */
export interface FilterDeclaration {
  source: string;
  label: string;
  /** A day picker (value YYYY-MM-DD) instead of a select. */
  type?: 'date';
  choices?: readonly Choice[];
  options?: OptionsSource;
}

/** Dashboard paths of spec §2 that must still land on the canonical screen. */
export interface LegacyPaths {
  list?: string;
  create?: string;
  /** Must contain `:id`, e.g. 'users/:id/old'. */
  edit?: string;
}

export interface RecordAction {
  /** Last segment of the route: `POST /api/<apiPath>/<id>/<action>`. */
  action: string;
  label: string;
  /** The notification once the server has answered. */
  done: string;
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
  /** Name of one record, for titles ('Delete job?'); default: the label. */
  itemLabel?: string;
  icon: ComponentType;
  /** Roles allowed on every screen of this resource. */
  roles: readonly DashboardRole[];
  /** Query parameter of `POST /api/<apiPath>/search`; no search box without it. */
  searchField?: string;
  /** Placeholder of the search box (default 'Search'). */
  searchLabel?: string;
  /** Filters beside the search box (job requests: job and grade). */
  filters?: readonly FilterDeclaration[];
  /**
   * The filters go to the list itself (`GET /api/<apiPath>?<filter>=&page&limit`), whose API
   * takes them (bookings by session, course, state), rather than to the search.
   */
  filtersOnList?: boolean;
  fields: readonly FieldDeclaration[];
  /** Property that names a record in titles (default: the first field). */
  recordName?: string;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** A read-only detail screen (`/dashboard/<name>/<id>/show`), for resources without edit. */
  canShow?: boolean;
  /**
   * Buttons of the detail screen that POST `/api/<apiPath>/<id>/<action>` (the mail outbox's
   * "Send again"); the answer is the updated row.
   */
  recordActions?: readonly RecordAction[];
  legacyPaths?: LegacyPaths;
  /** Shown above the list's toolbar (job requests: the pipeline's stage tabs with counts). */
  listHeader?: ComponentType;
  /**
   * The list offers no export of its own: its header has the one export (the audit trail's
   * whole filtered trail from the server), so staff never choose between two.
   */
  hideExport?: boolean;
  /**
   * Buttons of each list row beside edit/delete, in the row's record context (a booking's Move
   * and Cancel, a payment's Refund); they open their own dialogs.
   */
  rowActions?: ComponentType;
  /** Shown under the fields of the detail screen, in the record's context (stage and history). */
  showExtras?: ComponentType;
}

/**
 * One field in a resource's admin file: what the API cannot know (label, list column, how a
 * value is shown). Type, choices, references, uploads and the create rules come from the
 * server's document; a property given here wins over the document's.
 */
export type FieldCustomization = Pick<FieldDeclaration, 'source'> & Partial<FieldDeclaration>;

/**
 * A resource's admin file (`admin/src/resources/<name>.ts`): labels, menu icon, list columns,
 * legacy paths. Roles, actions, fields and search come from the document (`x-resources`); a
 * resource the document lists without such a file appears with the defaults.
 */
export interface ResourceCustomization extends Partial<
  Omit<ResourceDeclaration, 'apiPath' | 'roles' | 'fields'>
> {
  /** Path under `/api`: the `x-resources` entry this file customises. */
  apiPath: string;
  /**
   * Fields in their order; the create body's fields not named here follow, in the forms only.
   * Without it, every field of the document with the default list columns.
   */
  fields?: readonly FieldCustomization[];
}

import type { INestApplication, Type } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { SearchPageQuery } from '../common/crud/search-page.js';
import { dtoSchema } from './dto-schemas.js';
import type { OperationObject, ParameterObject, SchemaObject } from './openapi-types.js';

/**
 * `x-resources` of the document: the CRUD resources, so the dashboard can offer one without
 * being told about it (issue 11 item 3). A resource is a collection path answering
 * `GET /api/<path>` and `GET /api/<path>/{id}`; what it may do follows from its other routes.
 */
export interface ResourceExtension {
  /** Path under /api, e.g. 'sub-categories' or 'paymob/transactions'. */
  path: string;
  /** The staff roles that manage it (the roles of its search, delete or paged list). */
  roles: string[];
  /** The routes it answers, as the dashboard's actions. */
  actions: ResourceAction[];
  /** One row's name as the server's messages say it ('Testimonial'), when the service has one. */
  item?: string;
  /** Query parameters of `POST /api/<path>/search`. */
  searchParams: string[];
  /** Component of one record (what GET /{id} answers). */
  record?: string;
}

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'search';

const ROLE_CODE = /^\d{4}$/;

/** Role codes of an operation; empty when it is public, for any signed-in user or absent. */
const roleCodes = (op: OperationObject | undefined): string[] =>
  (op?.['x-roles'] ?? []).filter((role) => ROLE_CODE.test(role));

/** Staff may use the route: it names their roles, or any signed-in user (a self-service update). */
const staffMay = (op: OperationObject | undefined): boolean =>
  Boolean(op && (roleCodes(op).length > 0 || op['x-roles']?.includes('signed-in')));

const recordOf = (op: OperationObject | undefined): string | undefined => {
  const ok = op?.responses['200'] as
    { content?: { 'application/json'?: { schema?: { $ref?: string } } } } | undefined;
  return ok?.content?.['application/json']?.schema?.$ref?.split('/').pop();
};

/**
 * The search parameters a controller's service matches. The CRUD base's services keep them as
 * `searchable` (parameter → column); read at document time from the running instance, so
 * they cannot drift from what the search really accepts.
 */
function crudOptionsOf(
  app: INestApplication,
  controller: Type | undefined,
): { searchable?: unknown; label?: unknown } | undefined {
  if (!controller) return undefined;
  let instance: unknown;
  try {
    instance = app.get(controller, { strict: false });
  } catch {
    return undefined;
  }
  return (instance as { service?: { options?: { searchable?: unknown; label?: unknown } } }).service
    ?.options;
}

function searchParamsOf(app: INestApplication, controller: Type | undefined): string[] {
  const searchable = crudOptionsOf(app, controller)?.searchable;
  return searchable && typeof searchable === 'object' ? Object.keys(searchable) : [];
}

/** The CRUD service's own name for one row ("Testimonial"), as its messages use it. */
function itemLabelOf(app: INestApplication, controller: Type | undefined): string | undefined {
  const label = crudOptionsOf(app, controller)?.label;
  return typeof label === 'string' && label ? label : undefined;
}

/** What each paging parameter of a search does, beside its rules (read from the DTO). */
const SEARCH_PAGING: Record<string, string> = {
  page:
    'With `page` or `limit` the answer is `{data, total}`: this page of the newest 500 matches ' +
    '(1 by default); without both, the bare array of those matches',
  limit: 'Rows per page (10 by default)',
  sort:
    'With `page`/`limit`: a column of the row to order the matches by, or a column of a ' +
    'related row the answer embeds (`job.title`); ties newest first. Any other name keeps the ' +
    'newest first',
  order: 'With `sort`: ASC (the default) or DESC',
};

/** The search's paging parameters, their schemas from the rules that validate them. */
function searchPagingParams(): ParameterObject[] {
  const properties = (dtoSchema(SearchPageQuery).properties ?? {}) as Record<string, SchemaObject>;
  return Object.entries(SEARCH_PAGING).map(([name, description]) => {
    const { description: rules, ...schema } = properties[name] ?? {};
    return {
      name,
      in: 'query',
      required: false,
      description: [description, rules].filter(Boolean).join('. '),
      schema,
    };
  });
}

/**
 * The search route's query parameters: once known they replace the free-form `filters`; the
 * paging parameters follow.
 */
function documentSearchParams(op: OperationObject, params: string[]) {
  const known = params.length > 0;
  const kept = (op.parameters ?? []).filter(
    (p) => !known || !('name' in p) || p.name !== 'filters',
  );
  op.parameters = [
    ...kept,
    ...params.map((name): ParameterObject => ({
      name,
      in: 'query',
      required: false,
      description: 'Rows matching this text (case-insensitive)',
      schema: { type: 'string' },
    })),
    ...searchPagingParams(),
  ];
  if (known) op['x-search-params'] = params;
}

/** Adds `x-resources` (and the search routes' parameters) to a built document. */
export function describeResources(
  document: OpenAPIObject,
  app: INestApplication,
  controllerOf: (op: OperationObject) => Type | undefined,
): void {
  const resources: ResourceExtension[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    const match = /^\/api\/(.+)$/.exec(route);
    const one = document.paths[`${route}/{id}`];
    if (!match || route.endsWith('}') || !item.get || !one?.get) continue;
    const search = document.paths[`${route}/search`]?.post;
    const create = item.post;
    const actions: ResourceAction[] = ['list', 'show'];
    // A public POST (a job application) is the site's form, not the dashboard's create.
    if (create && roleCodes(create).length > 0) actions.push('create');
    if (staffMay(one.post)) actions.push('edit');
    if (staffMay(one.delete)) actions.push('delete');
    let searchParams: string[] = [];
    if (search) {
      actions.push('search');
      searchParams = searchParamsOf(app, controllerOf(search));
      documentSearchParams(search, searchParams);
    }
    const staffOp = [search, one.delete, item.get].find((op) => roleCodes(op).length > 0);
    const roles = roleCodes(staffOp);
    if (roles.length === 0) continue; // nobody manages it: not a dashboard resource
    const itemLabel = itemLabelOf(app, controllerOf(one.get));
    resources.push({
      path: match[1],
      roles,
      actions,
      searchParams,
      record: recordOf(one.get),
      ...(itemLabel ? { item: itemLabel } : {}),
    });
  }
  (document as OpenAPIObject & { 'x-resources'?: ResourceExtension[] })['x-resources'] = resources;
}

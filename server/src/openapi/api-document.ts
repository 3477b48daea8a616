import type { INestApplication, Type } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, SchemaObject } from './openapi-types.js';
import { Public, Roles } from '../common/decorators/access.decorators.js';
import { PRIVATE_FILE_ACCESS } from '../storage/private-files.js';
import { SIGNED_LINK_SECONDS } from '../storage/signed-links.js';
import { type AnyClass, dtoSchema, isDto } from './dto-schemas.js';
import { DOCUMENTED_BODY } from './documented-body.js';
import { describeResources } from './resource-extensions.js';
import { responseComponents, successBody } from './response-schemas.js';
import { DOCUMENTED_RESOURCES, type DocumentedResources } from './resource-schema.js';
import type { UploadRule } from '../common/uploads/upload-rules.js';

/** A route handler (a method of a controller's prototype), as Reflect metadata targets it. */
type Handler = (...args: never[]) => unknown;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const reflector = new Reflector();
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/** Every controller class of the application, by name (operation ids are `Class.method`). */
function controllers(app: INestApplication): Map<string, Type> {
  const found = new Map<string, Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (wrapper.metatype) found.set(wrapper.metatype.name, wrapper.metatype as Type);
    }
  }
  return found;
}

/** Who may call the route, from the same metadata the global guard reads. */
function describeAccess(op: OperationObject, handler: Handler, controller: Type) {
  const roles = reflector.getAllAndOverride(Roles, [handler, controller]);
  const isPublic = reflector.getAllAndOverride(Public, [handler, controller]) ?? false;
  const fileAccess = Reflect.getMetadata(PRIVATE_FILE_ACCESS, handler) as string | undefined;
  let access: string;
  if (fileAccess) {
    op['x-roles'] = ['signed address', fileAccess];
    op.security = [{}, { bearer: [] }];
    access =
      `Anyone with the signed address a response gave (valid ${SIGNED_LINK_SECONDS / 60} ` +
      `minutes, DECISIONS 17); without it, a Bearer token of ${fileAccess}.`;
  } else if (roles) {
    op['x-roles'] = roles.map(String);
    op.security = [{ bearer: [] }];
    access = `Roles ${roles.join(', ')} (Bearer token).`;
  } else if (isPublic) {
    op['x-roles'] = ['public'];
    op.security = [{}, { bearer: [] }];
    access = 'Public; a Bearer token, when sent, identifies the caller.';
  } else {
    op['x-roles'] = ['signed-in'];
    op.security = [{ bearer: [] }];
    access = 'Any signed-in user (Bearer token).';
  }
  op.description = [op.description, `**Access:** ${access}`].filter(Boolean).join('\n\n');
  if (fileAccess) op.responses['401'] = error('No valid signature and no Bearer token');
  else if (!isPublic || roles) op.responses['401'] = error('No valid Bearer token');
  if (roles || fileAccess) op.responses['403'] = error('The caller’s role may not do this');
}

const IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'webp']);

/** The file of a multipart form: `x-kind` image or file and `x-accept` (file types) for forms. */
function uploadSchema(rule: UploadRule | undefined): SchemaObject {
  const schema: SchemaObject = {
    type: 'string',
    format: 'binary',
    description: 'Checked by content',
  };
  if (!rule) return schema;
  const accept: readonly string[] = rule.extensions;
  return {
    ...schema,
    description: `${rule.describe}, at most ${rule.maxBytes / (1024 * 1024)} MB; checked by content`,
    'x-kind': accept.every((type) => IMAGE_TYPES.has(type)) ? 'image' : 'file',
    'x-accept': accept,
    'x-max-bytes': rule.maxBytes,
  } as SchemaObject;
}

/** Body, query and upload of the route, from its parameters, pipes and interceptors. */
function describeRequest(
  op: OperationObject,
  controller: Type,
  method: string,
  schemas: Record<string, SchemaObject>,
) {
  const handler = (controller.prototype as Record<string, Handler>)[method];
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArg
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ??
    []) as unknown[];
  const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as {
    uploadField?: string;
    uploadRule?: UploadRule;
  }[];
  const upload = interceptors.find((i) => i.uploadField);
  const uploadField = upload?.uploadField;
  const parameters = (op.parameters ?? []).filter(
    (p: object) => 'in' in p && (p as ParameterObject).in === 'path',
  ) as ParameterObject[];
  let body: { dto?: AnyClass } | undefined;
  const documented = Reflect.getMetadata(DOCUMENTED_BODY, handler) as Type | undefined;

  for (const [key, arg] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]);
    const type = types[arg.index];
    if (kind === Number(RouteParamtypes.BODY)) {
      const piped = arg.pipes?.find((pipe) => (pipe as { expectedType?: Type })?.expectedType) as
        { expectedType: Type } | undefined;
      const dto = documented ?? piped?.expectedType ?? (isDto(type) ? type : undefined);
      body = { dto: dto };
    } else if (kind === Number(RouteParamtypes.QUERY)) {
      if (typeof arg.data === 'string') {
        const signed = arg.data === 'expires' || arg.data === 'sig';
        parameters.push({
          name: arg.data,
          in: 'query',
          required: false,
          schema: { type: 'string' },
          ...(signed ? { description: 'Part of a signed address (DECISIONS 17)' } : {}),
        });
      } else if (isDto(type)) {
        const schema = dtoSchema(type);
        for (const [name, property] of Object.entries(schema.properties ?? {})) {
          parameters.push({
            name,
            in: 'query',
            required: schema.required?.includes(name) ?? false,
            schema: property,
          });
        }
      } else {
        parameters.push({
          name: 'filters',
          in: 'query',
          style: 'form',
          explode: true,
          description: 'Search fields as query parameters (e.g. `?title=…`), no body',
          schema: { type: 'object', additionalProperties: { type: 'string' } },
        });
      }
    }
  }
  op.parameters = parameters;
  delete op.requestBody;
  if (body || uploadField) {
    let schema: SchemaObject = { type: 'object', additionalProperties: true };
    if (body?.dto) {
      schemas[body.dto.name] ??= dtoSchema(body.dto);
      schema = uploadField
        ? { ...dtoSchema(body.dto) }
        : ({ $ref: `#/components/schemas/${body.dto.name}` } as SchemaObject);
    }
    if (uploadField) {
      schema.properties = {
        ...schema.properties,
        [uploadField]: uploadSchema(upload?.uploadRule),
      };
      op.requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
    } else {
      op.requestBody = { required: true, content: { 'application/json': { schema } } };
    }
    if (body?.dto || uploadField) op.responses['422'] = error('Invalid fields (`errors`)');
  }
  if (parameters.some((p) => p.in === 'path')) op.responses['404'] ??= error('Not found');
}

/** The success response, from the catalogue of presenters; marked when none is known. */
function describeResponse(op: OperationObject, handler: Handler, crud: Record<string, string>) {
  const found = successBody(op.operationId!, crud);
  const declared = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  const status =
    declared ?? Number(Object.keys(op.responses).find((code) => /^2\d\d$/.test(code)) ?? 200);
  for (const code of Object.keys(op.responses)) if (/^2\d\d$/.test(code)) delete op.responses[code];
  if (!found) {
    op['x-undocumented-response'] = true;
    op.responses[status] = { description: 'Undocumented' };
    return;
  }
  op.responses[status] =
    'json' in found
      ? {
          description: found.description ?? 'Success',
          content: { 'application/json': { schema: found.json } },
        }
      : found;
}

/**
 * The OpenAPI 3 document of the API: paths and parameters from @nestjs/swagger's scan of the
 * routes, request schemas from the DTOs' class-validator rules, access from the Roles/Public
 * metadata (also as `x-roles`), responses from the presenters' catalogue; `x-resources` lists
 * the CRUD resources and `x-kind`/`x-reference` mark fields a form shows in its own way.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    {
      openapi: '3.0.3',
      info: {
        title: 'Petrolink API',
        version: '1.0.0',
        description:
          'Website, training portal and staff dashboard. Roles: 2001 super admin, 1996 admin, ' +
          '1997 user. Authenticate with `Authorization: Bearer <token>` from POST /api/login. ' +
          'Errors answer `{message, errors?}`; invalid fields are 422.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: {},
      },
    },
    { operationIdFactory: (controller, method) => `${controller}.${method}` },
  );
  const classes = controllers(app);
  // The registry's resources, as AppModule provides them (openapi/ imports no feature).
  const registry = app.get<symbol, DocumentedResources>(DOCUMENTED_RESOURCES, { strict: false });
  const schemas: Record<string, SchemaObject> = responseComponents(registry);
  for (const item of Object.values(document.paths)) {
    for (const verb of METHODS) {
      const op = item[verb];
      if (!op?.operationId) continue;
      const [name, method] = op.operationId.split('.');
      const controller = classes.get(name);
      if (!controller) continue;
      const handler = (controller.prototype as Record<string, Handler>)[method];
      op.tags = [name.replace(/Controller$/, '')];
      describeRequest(op, controller, method, schemas);
      describeAccess(op, handler, controller);
      describeResponse(op, handler, registry.crud);
    }
  }
  document.components = { ...document.components, schemas };
  describeResources(document, app, (op) => classes.get(op.operationId?.split('.')[0] ?? ''));
  return document;
}

/** Serves the document at /api/docs.json and Swagger UI (assets from our origin) at /api/docs. */
export function mountApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildApiDocument(app), {
    jsonDocumentUrl: 'api/docs.json',
    yamlDocumentUrl: 'api/docs.yaml',
    customSiteTitle: 'Petrolink API',
  });
}

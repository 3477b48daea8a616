import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { buildApiDocument } from '../../src/openapi/api-document.js';

/**
 * Every JSON answer a test file receives through `t.api()` is checked against the API document
 * (what /api/docs.json serves): the schema of its operation and status, or the Error component
 * for an error the operation does not list. A presenter and the document that drift apart fail
 * the file that saw the answer (issue 25 item 3).
 */

export interface Answer {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

const answers: Answer[] = [];
let document: OpenAPIObject | undefined;

/** The document of the first app a test file starts (every app serves the same one). */
export function rememberDocument(app: INestApplication): void {
  document ??= buildApiDocument(app);
}

/** Keeps one answer if it is JSON from the API (files, pages and redirects are not checked). */
export function recordAnswer(
  method: string,
  url: string,
  response: { status: number; type?: string; body?: unknown },
) {
  if (response.type !== 'application/json') return;
  const path = new URL(url, 'http://localhost').pathname;
  if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
  // A test that reads the answer raw (`.buffer().parse(...)`) holds the bytes: read them as JSON.
  let body = response.body;
  if (Buffer.isBuffer(body)) {
    try {
      body = JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      return;
    }
  }
  answers.push({ method: method.toLowerCase(), path, status: response.status, body });
}

type Schema = Record<string, unknown>;

/**
 * OpenAPI 3.0 → JSON Schema for Ajv: `nullable` becomes a union with null, component refs
 * point into the document registered as `api`.
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, 'api#');
    else if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([name, inner]) => [name, toJsonSchema(inner)]),
      );
    } else if (key !== 'nullable') out[key] = toJsonSchema(value);
  }
  if ((schema as Schema).nullable !== true) return out;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return { anyOf: [out, { type: 'null' }] };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

class AnswerChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly routes: { method: string; template: string; pattern: RegExp; params: number }[];

  constructor(private readonly doc: OpenAPIObject) {
    addFormats(this.ajv);
    // Files are documented as `format: binary`; no JSON answer carries one.
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: 'api', components: toJsonSchema(doc.components ?? {}) as Schema });
    this.routes = Object.entries(doc.paths).flatMap(([template, item]) =>
      Object.keys(item).map((method) => ({
        method,
        template,
        pattern: new RegExp(
          `^${template
            .split(/\{[^}]+\}/)
            .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            .join('[^/]+')}$`,
        ),
        params: (template.match(/\{/g) ?? []).length,
      })),
    );
  }

  /** The operation of a path: a literal segment wins over a parameter (/users/wishlist). */
  private route(method: string, path: string) {
    return this.routes
      .filter((route) => route.method === method && route.pattern.test(path))
      .sort((a, b) => a.params - b.params)[0];
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with one answer, or null when it matches the document. */
  check(answer: Answer): string | null {
    const where = `${answer.method.toUpperCase()} ${answer.path} → ${answer.status}`;
    const route = this.route(answer.method, answer.path);
    const error = { $ref: '#/components/schemas/Error' };
    let key: string;
    let schema: unknown;
    const responses = route
      ? (this.doc.paths[route.template] as Record<string, { responses?: Schema }>)[route.method]
          ?.responses
      : undefined;
    const documented = responses?.[String(answer.status)] as
      { content?: Record<string, { schema?: unknown }> } | undefined;
    const json = documented?.content?.['application/json']?.schema;
    if (json && route) {
      key = `${route.method} ${route.template} ${answer.status}`;
      schema = json;
    } else if (answer.status >= 400) {
      key = 'error';
      schema = error;
    } else if (!route) {
      return `${where}: no operation of the document has this path`;
    } else {
      return `${where}: the document lists no JSON answer for this status (${route.template})`;
    }
    const validate = this.validator(key, schema);
    if (validate(answer.body)) return null;
    const problems = (validate.errors ?? [])
      .slice(0, 4)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim());
    return `${where} (${route?.template ?? 'Error'}): ${problems.join('; ')}`;
  }
}

export interface AnswerReport {
  checked: number;
  mismatches: string[];
}

/** Checks and forgets the answers recorded so far (once per test file). */
export function checkAnswers(): AnswerReport {
  const taken = answers.splice(0);
  if (!taken.length || !document) return { checked: 0, mismatches: [] };
  const checker = new AnswerChecker(document);
  const mismatches = [...new Set(taken.map((answer) => checker.check(answer)).filter(Boolean))];
  return { checked: taken.length, mismatches: mismatches as string[] };
}

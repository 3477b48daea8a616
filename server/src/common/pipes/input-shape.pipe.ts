import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ValidationFailed } from '../http/api-error.js';

/** No body of this API nests deeper than a few levels (Paymob's callback is the deepest, ~5). */
export const MAX_NESTING = 32;

/** A UTF-16 surrogate not in a pair: only a JSON escape ("\ud800") can produce one. */
const LONE_SURROGATE = /\p{Cs}/u;

export type ShapeProblem = 'too-deep' | 'ill-formed-text' | undefined;

/**
 * Walks a value without recursion (so a hostile value cannot exhaust the stack here) and
 * answers the first problem found: objects and arrays nested deeper than `limit`, or a string
 * (value or key) that is not well-formed Unicode.
 */
export function shapeProblem(value: unknown, limit = MAX_NESTING): ShapeProblem {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return 'ill-formed-text';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return 'too-deep';
    for (const [key, child] of Object.entries(current)) {
      if (LONE_SURROGATE.test(key)) return 'ill-formed-text';
      if (typeof child === 'string' || (typeof child === 'object' && child !== null)) {
        pending.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Global, before validation. class-transformer and class-validator walk a value recursively,
 * so a JSON body nested a few thousand levels deep overflowed the stack (a 500); and a lone
 * surrogate made the email validator throw (encodeURI), and no database column can store it.
 * Both are refused here with a 422 that says why.
 */
export class InputShapePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problem = shapeProblem(value);
    if (!problem) return value;
    const where = metadata.type === 'body' ? 'The request body' : `The ${metadata.type}`;
    throw new ValidationFailed(
      problem === 'too-deep'
        ? `${where} is nested too deeply (at most ${MAX_NESTING} levels)`
        : `${where} contains text that is not valid Unicode`,
    );
  }
}

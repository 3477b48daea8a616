import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ValidationFailed } from '../http/api-error.js';

/** No body of this API nests deeper than a few levels (Paymob's callback is the deepest, ~5). */
export const MAX_NESTING = 32;

/**
 * How deep objects and arrays nest in a value, counted without recursion (so a hostile value
 * cannot exhaust the stack here) and given up on as soon as it passes `limit`.
 */
export function nestingDepth(value: unknown, limit = MAX_NESTING): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) pending.push([child, level]);
    }
  }
  return deepest;
}

/**
 * Global, before validation: class-transformer and class-validator walk a value recursively,
 * so a JSON body nested a few thousand levels deep would overflow the stack (a 500). Such a
 * body is refused here with a 422 that says why.
 */
export class NestingLimitPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    if (nestingDepth(value) > MAX_NESTING) {
      const where = metadata.type === 'body' ? 'The request body' : `The ${metadata.type}`;
      throw new ValidationFailed(`${where} is nested too deeply (at most ${MAX_NESTING} levels)`);
    }
    return value;
  }
}

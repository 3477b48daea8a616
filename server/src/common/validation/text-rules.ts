import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/**
 * Control characters (line breaks, tabs, NUL, C1 codes) and the Unicode line and paragraph
 * separators, each run folded into one space.
 */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A one-line field (names, titles, places): line breaks and control characters become one
 * space, then the text is trimmed. Names are drawn on certificates and written into mails, where
 * a line break would let the writer add lines of their own (issue 24 items 4 and 13).
 */
export const oneLine = (value: string): string => value.replace(BREAKS, ' ').trim();

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);
export const trimOneLine = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? oneLine(value) : value,
);

interface TextRuleOptions {
  /** Keeps line breaks (a TEXT column: a description, a message); one line otherwise. */
  multiline?: boolean;
}

/** The spec's "longer than 1 character" rule, with a readable message naming the field. */
export function RequiredText(label: string, max = 191, options: TextRuleOptions = {}) {
  return applyDecorators(
    options.multiline ? trim : trimOneLine,
    IsString({ message: `The ${label} is required` }),
    MinLength(2, { message: `The ${label} must be longer than 1 character` }),
    MaxLength(max, { message: `The ${label} must be at most ${max} characters` }),
  );
}

export function OptionalText(label: string, max = 191, options: TextRuleOptions = {}) {
  return applyDecorators(
    options.multiline ? trim : trimOneLine,
    IsOptional(),
    IsString({ message: `The ${label} must be text` }),
    MaxLength(max, { message: `The ${label} must be at most ${max} characters` }),
  );
}

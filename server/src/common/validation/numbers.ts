import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** The largest value of the INT id columns. */
export const MAX_ID = 2_147_483_647;

/**
 * Whole numbers from JSON numbers or plain decimal text ("12", " 12 "). Anything else is left
 * as it came for the validator to refuse: "1e20", "0x7" and "" are not read as numbers, and
 * Number() is never called on an object (multipart objects have no prototype and a JSON object
 * may carry its own `valueOf`, either of which makes Number() throw).
 */
export const ToInteger = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value.trim()) : value,
  );

/** A reference to a row (a select on a form): a whole number from 1 to the largest id. */
export const RecordId = (message: string) =>
  applyDecorators(ToInteger(), IsInt({ message }), Min(1, { message }), Max(MAX_ID, { message }));

import {
  type ArgumentMetadata,
  type Type,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { type FieldErrors, ValidationFailed } from '../http/api-error.js';

const FIRST = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isIn', 'isEnum'];

function collect(errors: ValidationError[], prefix = '', out: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const failed = Object.keys(error.constraints ?? {});
    // "required" reads better than "too long" for a missing value, whatever the decorator order.
    const key = FIRST.find((name) => failed.includes(name)) ?? failed[0];
    if (key) out[field] = error.constraints![key];
    if (error.children?.length) collect(error.children, field, out);
  }
  return out;
}

/**
 * Path parameters are left as the client sent them: with `transform`, Nest would turn "+7",
 * "0x7", " 7", "7.0" and "7e0" into 7 for a `number` parameter before IdPipe could see the
 * text, so every spelling of an id would reach the handler. IdPipe accepts canonical ids only.
 */
class ApiValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return value;
    return super.transformPrimitive(value, metadata);
  }
}

/** Unknown fields are dropped (so a `role` in a profile update is simply ignored). */
/** `expectedType` validates a body whose parameter type the compiler cannot see (generic routes). */
export function createValidationPipe(expectedType?: Type): ValidationPipe {
  return new ApiValidationPipe({
    expectedType,
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      const first = Object.values(fields)[0] ?? 'The data is not valid';
      return new ValidationFailed(first, fields);
    },
  });
}

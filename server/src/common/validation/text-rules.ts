import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** The spec's "longer than 1 character" rule, with a readable message naming the field. */
export function RequiredText(label: string, max = 191) {
  return applyDecorators(
    trim,
    IsString({ message: `The ${label} is required` }),
    MinLength(2, { message: `The ${label} must be longer than 1 character` }),
    MaxLength(max, { message: `The ${label} must be at most ${max} characters` }),
  );
}

export function OptionalText(label: string, max = 191) {
  return applyDecorators(
    trim,
    IsOptional(),
    IsString({ message: `The ${label} must be text` }),
    MaxLength(max, { message: `The ${label} must be at most ${max} characters` }),
  );
}

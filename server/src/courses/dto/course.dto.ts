import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { RecordId } from '../../common/validation/numbers.js';
import { OptionalText, RequiredText } from '../../common/validation/text-rules.js';

/** Multipart fields arrive as text: "120.50" is a number, an empty field is no value. */
const toNumber = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
});

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

const Id = (label: string) => RecordId(`The ${label} is required`);

const Price = () =>
  applyDecorators(
    toNumber,
    IsNumber(
      { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
      { message: 'The price must be a number with at most 2 decimals' },
    ),
    Min(0, { message: 'The price cannot be negative' }),
    // Payments hold the amount in cents in an INT column: MAX_AMOUNT_CENTS in payments.service.
    Max(20_000_000, { message: 'The price must be at most 20,000,000 EGP' }),
  );

const Description = () =>
  applyDecorators(
    trim,
    IsString({ message: 'The description is required' }),
    // The stored HTML is checked in bytes after sanitising (a TEXT column holds 65,535).
    MaxLength(200_000, { message: 'The description is too long' }),
  );

/** POST /api/courses (multipart; the image file is checked by the service). */
export class CreateCourseDto {
  @RequiredText('name') name: string;
  @RequiredText('classification') classification: string;
  @RequiredText('discipline') discipline: string;
  @Description() description: string;
  @Id('category') category_id: number;
  @Id('subcategory') sub_category_id: number;
  @IsDefined({ message: 'The price is required' }) @Price() price: number;
  @OptionalText('time') time?: string;
  @OptionalText('location') location?: string;
  @OptionalText('instructor') instructor?: string;
}

/** POST /api/courses/:id: every field optional (the image too); what is sent must be valid. */
export class UpdateCourseDto {
  @IsOptional() @RequiredText('name') name?: string;
  @IsOptional() @RequiredText('classification') classification?: string;
  @IsOptional() @RequiredText('discipline') discipline?: string;
  @IsOptional() @Description() description?: string;
  @IsOptional() @Id('category') category_id?: number;
  @IsOptional() @Id('subcategory') sub_category_id?: number;
  @IsOptional() @Price() price?: number;
  @OptionalText('time') time?: string;
  @OptionalText('location') location?: string;
  @OptionalText('instructor') instructor?: string;
}

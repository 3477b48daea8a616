import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';

/** Multipart fields arrive as text: "120.50" is a number, an empty field is no value. */
const toNumber = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
});

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** A course's price in EGP, as the dashboard's multipart form sends it. */
export const PriceRules = () =>
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

/** The editor's HTML; the stored copy is checked in bytes after sanitising (TEXT: 65,535). */
export const CourseDescriptionRules = () =>
  applyDecorators(
    trim,
    IsString({ message: 'The description is required' }),
    MaxLength(200_000, { message: 'The description is too long' }),
  );

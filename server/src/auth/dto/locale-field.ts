import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALE_RULE, LOCALES } from '../../model/user.entity.js';

/**
 * An account's preferred language on register and profile edit (issue 28 item 4): 'en' or
 * 'ar'; left out (or sent empty) keeps the default or the stored value, anything else is a 422.
 */
export const LocaleField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value,
    ),
    IsOptional(),
    IsIn(LOCALES, { message: LOCALE_RULE }),
  );

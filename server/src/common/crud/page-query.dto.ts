import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToInteger } from '../validation/numbers.js';

/** Far beyond any real list, and small enough that (page - 1) × limit is a safe SQL offset. */
export const MAX_PAGE = 1_000_000;

export class PageQuery {
  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: `page must be from 1 to ${MAX_PAGE}` })
  @Max(MAX_PAGE, { message: `page must be from 1 to ${MAX_PAGE}` })
  page?: number;

  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be from 1 to 100' })
  @Max(100, { message: 'limit must be from 1 to 100' })
  limit?: number;
}

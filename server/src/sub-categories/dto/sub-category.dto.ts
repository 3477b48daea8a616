import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { RequiredText } from '../../common/validation/text-rules.js';

export class SubCategoryDto {
  @RequiredText('title') title: string;

  @Type(() => Number)
  @IsInt({ message: 'The category is required' })
  @Min(1, { message: 'The category is required' })
  category_id: number;
}

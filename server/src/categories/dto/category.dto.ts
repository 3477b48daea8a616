import { RequiredText } from '../../common/validation/text-rules.js';

export class CategoryDto {
  @RequiredText('title') title: string;
}

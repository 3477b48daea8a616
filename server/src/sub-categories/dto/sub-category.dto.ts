import { RecordId } from '../../common/validation/numbers.js';
import { RequiredText } from '../../common/validation/text-rules.js';

export class SubCategoryDto {
  @RequiredText('title') title: string;

  @RecordId('The category is required') category_id: number;
}

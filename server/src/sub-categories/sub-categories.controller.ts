import { Controller } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { STAFF_ROLES } from '../users/role.js';
import { SubCategoryDto } from './dto/sub-category.dto.js';
import { SubCategoriesService } from './sub-categories.service.js';

@Controller('sub-categories')
export class SubCategoriesController extends CrudController({
  staff: STAFF_ROLES,
  publicRead: true,
  create: SubCategoryDto,
  update: SubCategoryDto,
}) {
  constructor(protected readonly service: SubCategoriesService) {
    super();
  }
}

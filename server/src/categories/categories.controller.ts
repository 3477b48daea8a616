import { Controller } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { STAFF_ROLES } from '../users/role.js';
import { CategoriesService } from './categories.service.js';
import { CategoryDto } from './dto/category.dto.js';

@Controller('categories')
export class CategoriesController extends CrudController({
  staff: STAFF_ROLES,
  publicRead: true,
  create: CategoryDto,
  update: CategoryDto,
}) {
  constructor(protected readonly service: CategoriesService) {
    super();
  }
}

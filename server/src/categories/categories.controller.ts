import { Body, Controller, Param, Post } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { STAFF_ROLES } from '../users/role.js';
import { CategoriesService } from './categories.service.js';
import { CategoryDto } from './dto/category.dto.js';

@Controller('categories')
export class CategoriesController extends CrudController({ staff: STAFF_ROLES, publicRead: true }) {
  constructor(protected readonly service: CategoriesService) {
    super();
  }

  @Post()
  @Roles(STAFF_ROLES)
  create(@Body() body: CategoryDto) {
    return this.service.create(body);
  }

  @Post(':id')
  @Roles(STAFF_ROLES)
  update(@Param('id', IdPipe) id: number, @Body() body: CategoryDto) {
    return this.service.update(id, body);
  }
}

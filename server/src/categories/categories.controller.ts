import { Controller } from '@nestjs/common';
import { ResourceController } from '../common/resource/resource.controller.js';
import { CATEGORIES } from './categories.resource.js';
import { CategoriesService } from './categories.service.js';

@Controller('categories')
export class CategoriesController extends ResourceController(CATEGORIES) {
  constructor(protected readonly service: CategoriesService) {
    super();
  }
}

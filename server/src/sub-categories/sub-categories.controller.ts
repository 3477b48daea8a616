import { Controller } from '@nestjs/common';
import { ResourceController } from '../common/resource/resource.controller.js';
import { SUB_CATEGORIES } from './sub-categories.resource.js';
import { SubCategoriesService } from './sub-categories.service.js';

@Controller('sub-categories')
export class SubCategoriesController extends ResourceController(SUB_CATEGORIES) {
  constructor(protected readonly service: SubCategoriesService) {
    super();
  }
}

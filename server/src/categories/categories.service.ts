import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ResourceService } from '../common/resource/resource.service.js';
import { CATEGORIES } from './categories.resource.js';
import { Category } from '../model/category.entity.js';

/** Everything comes from the declaration (create, update, search, delete refusals). */
@Injectable()
export class CategoriesService extends ResourceService<Category> {
  constructor(@InjectRepository(Category) repo: Repository<Category>) {
    super(repo, CATEGORIES);
  }
}

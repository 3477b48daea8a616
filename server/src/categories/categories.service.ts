import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import { Conflict } from '../common/http/api-error.js';
import { Course } from '../courses/course.entity.js';
import { SubCategory } from '../sub-categories/sub-category.entity.js';
import { Category } from './category.entity.js';
import type { CategoryDto } from './dto/category.dto.js';

@Injectable()
export class CategoriesService extends CrudService<Category> {
  constructor(
    @InjectRepository(Category) repo: Repository<Category>,
    @InjectRepository(SubCategory) private readonly subCategories: Repository<SubCategory>,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
  ) {
    // Public tabs follow the order the catalogue was built in.
    super(repo, { label: 'Category', searchable: { title: 'title' }, listOrder: { id: 'ASC' } });
  }

  async create(input: CategoryDto) {
    return this.present(await this.repo.save(this.repo.create({ title: input.title })));
  }

  async update(id: number, input: CategoryDto) {
    const row = await this.findEntity(id);
    row.title = input.title;
    return this.present(await this.repo.save(row));
  }

  protected override async assertDeletable(row: Category): Promise<void> {
    const [subCategories, courses] = await Promise.all([
      this.subCategories.countBy({ category_id: row.id }),
      this.courses.countBy({ category_id: row.id }),
    ]);
    const dependents = [
      subCategories && `${subCategories} subcategor${subCategories === 1 ? 'y' : 'ies'}`,
      courses && `${courses} course${courses === 1 ? '' : 's'}`,
    ].filter(Boolean);
    if (dependents.length) {
      throw new Conflict(
        `The category "${row.title}" still has ${dependents.join(' and ')}; delete or move them first.`,
      );
    }
  }
}

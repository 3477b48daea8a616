import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { CrudService } from '../common/crud/crud.service.js';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { Course } from '../courses/course.entity.js';
import { inTransaction } from '../database/transaction.js';
import type { SubCategoryDto } from './dto/sub-category.dto.js';
import { SubCategory } from './sub-category.entity.js';

@Injectable()
export class SubCategoriesService extends CrudService<SubCategory> {
  constructor(
    @InjectRepository(SubCategory) repo: Repository<SubCategory>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
    private readonly db: DataSource,
  ) {
    super(repo, {
      label: 'Subcategory',
      searchable: { title: 'title' },
      relations: { category: true },
      listOrder: { id: 'ASC' },
    });
  }

  override present(row: SubCategory) {
    return {
      id: row.id,
      title: row.title,
      category_id: row.category_id,
      category: row.category ? { id: row.category.id, title: row.category.title } : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  private async assertCategory(id: number): Promise<void> {
    if (!(await this.categories.existsBy({ id }))) {
      const message = 'The chosen category does not exist';
      throw new ValidationFailed(message, { category_id: message });
    }
  }

  async create(input: SubCategoryDto) {
    await this.assertCategory(input.category_id);
    const saved = await this.repo.save(
      this.repo.create({ title: input.title, category_id: input.category_id }),
    );
    return this.get(saved.id);
  }

  /**
   * Moving a subcategory to another category moves its courses with it, so a course's
   * category and subcategory never disagree.
   */
  async update(id: number, input: SubCategoryDto) {
    const row = await this.findEntity(id);
    await this.assertCategory(input.category_id);
    await inTransaction(this.db, async (manager) => {
      await manager.update(SubCategory, id, {
        title: input.title,
        category_id: input.category_id,
      });
      if (input.category_id !== row.category_id) {
        await manager.update(Course, { sub_category_id: id }, { category_id: input.category_id });
      }
    });
    return this.get(id);
  }

  protected override async assertDeletable(row: SubCategory): Promise<void> {
    const courses = await this.courses.countBy({ sub_category_id: row.id });
    if (courses) {
      throw new Conflict(
        `The subcategory "${row.title}" still has ${courses} course${courses === 1 ? '' : 's'}; delete or move them first.`,
      );
    }
  }
}

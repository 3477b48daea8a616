import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Category } from '../model/category.entity.js';
import { ValidationFailed } from '../common/http/api-error.js';
import { type FieldValues, ResourceService } from '../common/resource/resource.service.js';
import { Course } from '../model/course.entity.js';
import { inTransaction } from '../database/transaction.js';
import { SUB_CATEGORIES } from './sub-categories.resource.js';
import { SubCategory } from '../model/sub-category.entity.js';

/** Fields, create, update, search and delete refusals come from the declaration; hooks below. */
@Injectable()
export class SubCategoriesService extends ResourceService<SubCategory> {
  constructor(
    @InjectRepository(SubCategory) repo: Repository<SubCategory>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly db: DataSource,
  ) {
    super(repo, SUB_CATEGORIES);
  }

  override present(row: SubCategory) {
    return {
      id: row.id,
      title: row.title,
      title_ar: row.title_ar,
      category_id: row.category_id,
      category: row.category
        ? { id: row.category.id, title: row.category.title, title_ar: row.category.title_ar }
        : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  protected override async prepare(values: FieldValues<SubCategory>) {
    if (
      values.category_id !== undefined &&
      !(await this.categories.existsBy({ id: values.category_id }))
    ) {
      const message = 'The chosen category does not exist';
      throw new ValidationFailed(message, { category_id: message });
    }
    return values;
  }

  /**
   * Moving a subcategory to another category moves its courses with it, so a course's
   * category and subcategory never disagree.
   */
  protected override async write(values: FieldValues<SubCategory>, stored?: SubCategory) {
    if (!stored) return super.write(values, stored);
    await inTransaction(this.db, async (manager) => {
      await manager.save(SubCategory, { ...values, id: stored.id });
      if (values.category_id !== undefined && values.category_id !== stored.category_id) {
        await manager.update(
          Course,
          { sub_category_id: stored.id },
          { category_id: values.category_id },
        );
      }
    });
    return stored.id;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { hasText, sanitizeRichText } from '../common/html/sanitize.js';
import { type FieldErrors, ValidationFailed } from '../common/http/api-error.js';
import {
  checkUpload,
  UPLOAD_RULES,
  type UploadedFileLike,
} from '../common/uploads/upload-rules.js';
import { ResourceService } from '../common/resource/resource.service.js';
import { StorageService } from '../storage/storage.service.js';
import { SubCategory } from '../sub-categories/sub-category.entity.js';
import { Course } from './course.entity.js';
import { COURSES } from './courses.resource.js';

/** A MySQL TEXT column holds 65,535 bytes. */
const MAX_DESCRIPTION_BYTES = 65_535;

/** The course as every API response shows it (lists, one course, wishlist, purchases). */
export function presentCourse(row: Course) {
  return {
    id: row.id,
    name: row.name,
    classification: row.classification,
    discipline: row.discipline,
    price: row.price,
    image: row.image,
    description: row.description,
    location: row.location,
    time: row.time,
    instructor: row.instructor,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    category: row.category ? { id: row.category.id, title: row.category.title } : null,
    sub_category: row.sub_category
      ? { id: row.sub_category.id, title: row.sub_category.title }
      : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type CourseItem = ReturnType<typeof presentCourse>;

@Injectable()
export class CoursesService extends ResourceService<Course> {
  constructor(
    @InjectRepository(Course) repo: Repository<Course>,
    private readonly db: DataSource,
    private readonly storage: StorageService,
  ) {
    super(repo, COURSES);
  }

  /** The course a public page /courses/{id} shows, or null: what the page head is built from. */
  findForPageHead(id: number): Promise<Course | null> {
    return this.repo.findOne({ where: { id }, relations: this.options.relations });
  }

  override present(row: Course) {
    return presentCourse(row);
  }

  /** The declared fields, with the description sanitised and the image file stored. */
  override async create(input: unknown, _actor: unknown, file?: UploadedFileLike) {
    const values = this.writable(input);
    const errors: FieldErrors = {};
    const description = this.cleanDescription(values.description!, errors);
    await this.checkPlacement(values.category_id!, values.sub_category_id!, errors);
    const upload = await this.checkImage(file, true, errors);
    if (Object.keys(errors).length) throw new ValidationFailed(Object.values(errors)[0], errors);
    const image = await this.storage.save('public', 'courses', upload!.buffer, upload!.extension);
    try {
      const saved = await this.repo.save(this.repo.create({ ...values, description, image }));
      return this.get(saved.id);
    } catch (error) {
      await this.storage.remove('public', image);
      throw error;
    }
  }

  /** Partial update; a new image replaces the old one, removed only once the row is saved. */
  override async update(id: number, input: unknown, _actor: unknown, file?: UploadedFileLike) {
    const row = await this.findEntity(id);
    // Fields left out stay; a null leaves a required field as it is and clears an optional one.
    const values = this.writable(input);
    const errors: FieldErrors = {};
    const description =
      values.description === undefined
        ? undefined
        : this.cleanDescription(values.description, errors);
    const categoryId = values.category_id ?? row.category_id;
    const subCategoryId = values.sub_category_id ?? row.sub_category_id;
    if (categoryId !== row.category_id || subCategoryId !== row.sub_category_id) {
      await this.checkPlacement(categoryId, subCategoryId, errors);
    }
    const upload = await this.checkImage(file, false, errors);
    if (Object.keys(errors).length) throw new ValidationFailed(Object.values(errors)[0], errors);

    const image = upload
      ? await this.storage.save('public', 'courses', upload.buffer, upload.extension)
      : undefined;
    const changes: Partial<Course> = {
      ...values,
      ...(description !== undefined ? { description } : {}),
      category_id: categoryId,
      sub_category_id: subCategoryId,
      ...(image ? { image } : {}),
    };
    try {
      // save, not update: the subscribers see the row before and after (audit trail).
      await this.repo.save({ ...changes, id });
    } catch (error) {
      if (image) await this.storage.remove('public', image);
      throw error;
    }
    if (image) await this.removeImage(row.image);
    return this.get(id);
  }

  override async remove(id: number, actorId?: number): Promise<{ id: number }> {
    const row = await this.findEntity(id);
    const result = await super.remove(id, actorId);
    await this.removeImage(row.image);
    return result;
  }

  private async removeImage(image: string | null): Promise<void> {
    if (image?.startsWith('/storage/')) await this.storage.remove('public', image);
  }

  private cleanDescription(html: string, errors: FieldErrors): string {
    const clean = sanitizeRichText(html);
    if (!hasText(clean)) errors.description = 'The description is required';
    else if (Buffer.byteLength(clean) > MAX_DESCRIPTION_BYTES) {
      errors.description = 'The description is too long';
    }
    return clean;
  }

  /** The category must exist and the subcategory must belong to it. */
  private async checkPlacement(categoryId: number, subCategoryId: number, errors: FieldErrors) {
    const [category, subCategory] = await Promise.all([
      this.db.getRepository(Category).findOneBy({ id: categoryId }),
      this.db.getRepository(SubCategory).findOneBy({ id: subCategoryId }),
    ]);
    if (!category) errors.category_id = 'The chosen category does not exist';
    if (!subCategory) errors.sub_category_id = 'The chosen subcategory does not exist';
    else if (category && subCategory.category_id !== category.id) {
      errors.sub_category_id = `The subcategory "${subCategory.title}" does not belong to the category "${category.title}"`;
    }
  }

  private async checkImage(
    file: UploadedFileLike | undefined,
    required: boolean,
    errors: FieldErrors,
  ) {
    try {
      return await checkUpload(file, UPLOAD_RULES.courseImage, 'image', required);
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      const body = error.getResponse() as { message: string; errors?: FieldErrors };
      errors.image = body.errors?.image ?? body.message;
      return undefined;
    }
  }
}

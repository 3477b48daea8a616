import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { Category } from '../model/category.entity.js';
import { type FieldErrors, ValidationFailed } from '../common/http/api-error.js';
import {
  checkUpload,
  UPLOAD_RULES,
  type UploadedFileLike,
} from '../common/uploads/upload-rules.js';
import { MAX_ROWS } from '../common/crud/crud.service.js';
import {
  newestMatches,
  queryWords,
  type SearchPass,
  type SearchRange,
  WORD_GROUPS,
  wordsCondition,
} from '../common/crud/word-search.js';
import { ResourceService } from '../common/resource/resource.service.js';
import { StorageService } from '../storage/storage.service.js';
import { SubCategory } from '../model/sub-category.entity.js';
import { Course } from '../model/course.entity.js';
import { COURSES } from './courses.resource.js';
import { normalizeArabic } from '../common/arabic/normalize-arabic.js';
import { courseSearchKey, visibleText } from '../model/course-search-key.js';

/**
 * Lower case without accents, as both word indexes compare ("Pétrole" finds "petrole"), and
 * Arabic normalised as `search_ar` holds it ("السلامه" finds "السلامة").
 */
const fold = (text: string) =>
  normalizeArabic(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The words a visitor can read of a course, folded: tags and entities of the (sanitised)
 * description become spaces, so "<li>Motor</li><li>Seal</li>" is two words and no attribute
 * is one.
 */
function visibleWords(row: Course): string[] {
  const texts = [row.name, row.classification, row.discipline, row.keywords, row.search_ar];
  return fold([...texts, visibleText(row.description)].join(' '))
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/** The course as every API response shows it (lists, one course, wishlist, purchases). */
export function presentCourse(row: Course) {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    classification: row.classification,
    classification_ar: row.classification_ar,
    discipline: row.discipline,
    discipline_ar: row.discipline_ar,
    price: row.price,
    image: row.image,
    description: row.description,
    description_ar: row.description_ar,
    location: row.location,
    location_ar: row.location_ar,
    time: row.time,
    instructor: row.instructor,
    keywords: row.keywords,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    category: row.category
      ? { id: row.category.id, title: row.category.title, title_ar: row.category.title_ar }
      : null,
    sub_category: row.sub_category
      ? {
          id: row.sub_category.id,
          title: row.sub_category.title,
          title_ar: row.sub_category.title_ar,
        }
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

  /**
   * GET /courses/search?q= (issue 26 item 4): the courses holding every word of `q` as the start
   * of a word of their name, classification, discipline, description or keywords, newest first.
   * The word index finds the candidates; the description's markup (tag names, link addresses,
   * an embedded image's data) is indexed with it, so each candidate is checked again against
   * its visible text: "strong" does not find every course with bold text.
   */
  async findByWords(input: string): Promise<CourseItem[]> {
    // Arabic however it is written: the query normalised as `search_ar` is (course-search-key).
    const query = normalizeArabic(input);
    const words = queryWords(query).map(fold);
    if (!words.length) return [];
    const type = this.db.options.type;
    const run = async (pass: SearchPass, { floor, ceiling, limit }: SearchRange) => {
      const condition = wordsCondition(
        type,
        'courses',
        'row',
        WORD_GROUPS.courses,
        query,
        'q',
        pass,
      );
      const select = this.repo.createQueryBuilder('row').select('row.id', 'id');
      select.where(`(${condition!.sql})`, condition!.params);
      if (floor !== undefined) select.andWhere('row.id > :floor', { floor });
      if (ceiling !== undefined) select.andWhere('row.id <= :ceiling', { ceiling });
      const rows = await select
        .orderBy('row.id', 'DESC')
        .limit(limit)
        .getRawMany<{ id: unknown }>();
      return rows.map((row) => Number(row.id));
    };
    const ids = await newestMatches(this.db, 'courses', MAX_ROWS, run);
    if (!ids.length) return [];
    const rows = await this.repo.find({
      where: { id: In(ids) },
      relations: this.options.relations,
      order: { id: 'DESC' },
    });
    return rows
      .filter((row) => {
        const text = visibleWords(row);
        return words.every((word) => text.some((token) => token.startsWith(word)));
      })
      .map(presentCourse);
  }

  override present(row: Course) {
    return presentCourse(row);
  }

  /** The declared fields (the description arrives sanitised) and the image file stored. */
  override async create(input: unknown, _actor: unknown, file?: UploadedFileLike) {
    const values = this.writable(input);
    const errors: FieldErrors = {};
    await this.checkPlacement(values.category_id!, values.sub_category_id!, errors);
    const upload = await this.checkImage(file, true, errors);
    if (Object.keys(errors).length) throw new ValidationFailed(Object.values(errors)[0], errors);
    const image = await this.storage.save('public', 'courses', upload!.buffer, upload!.extension);
    try {
      const search_ar = courseSearchKey(values);
      const saved = await this.repo.save(this.repo.create({ ...values, image, search_ar }));
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
      category_id: categoryId,
      sub_category_id: subCategoryId,
      ...(image ? { image } : {}),
      // The Arabic search key from the row as it will be (fields left out keep their value).
      search_ar: courseSearchKey({ ...row, ...values }),
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

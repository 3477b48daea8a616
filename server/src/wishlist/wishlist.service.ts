import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isDuplicateKey } from '../common/filters/api-exception.filter.js';
import { Course } from '../model/course.entity.js';
import { presentCourse } from '../courses/courses.service.js';
import { WishlistItem } from '../model/wishlist-item.entity.js';

@Injectable()
export class WishlistService {
  constructor(
    @InjectRepository(WishlistItem) private readonly items: Repository<WishlistItem>,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
  ) {}

  /** Adding twice is the same as adding once. */
  async add(userId: number, courseId: number): Promise<{ message: string }> {
    const course = await this.courses.findOneBy({ id: courseId });
    if (!course) throw new NotFoundException('Course not found');
    if (!(await this.items.existsBy({ user_id: userId, course_id: courseId }))) {
      try {
        await this.items.insert({ user_id: userId, course_id: courseId });
      } catch (error) {
        // The same heart clicked twice at once: the primary key keeps one row.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return { message: 'The course is in your wishlist' };
  }

  /** Removing a course that is not there is not an error. */
  async remove(userId: number, courseId: number): Promise<{ message: string }> {
    await this.items.delete({ user_id: userId, course_id: courseId });
    return { message: 'The course was removed from your wishlist' };
  }

  async list(userId: number) {
    const rows = await this.items.find({
      where: { user_id: userId },
      relations: { course: { category: true, sub_category: true } },
      order: { created_at: 'DESC', course_id: 'DESC' },
    });
    return { wishlist: rows.map((row) => presentCourse(row.course)) };
  }
}

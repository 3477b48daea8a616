import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { presentCourse } from '../courses/courses.service.js';
import { Purchase } from './purchase.entity.js';

@Injectable()
export class PurchasesService {
  constructor(@InjectRepository(Purchase) private readonly purchases: Repository<Purchase>) {}

  /** The courses a user has paid for (a purchase is made only by a verified payment). */
  async coursesOf(userId: number) {
    const rows = await this.purchases.find({
      where: { user_id: userId },
      relations: { course: { category: true, sub_category: true } },
      order: { id: 'DESC' },
    });
    return { courses: rows.map((row) => presentCourse(row.course)) };
  }

  hasBought(userId: number, courseId: number): Promise<boolean> {
    return this.purchases.existsBy({ user_id: userId, course_id: courseId });
  }
}

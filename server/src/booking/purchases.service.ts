import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { presentCourse } from '../courses/courses.service.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';

@Injectable()
export class PurchasesService {
  constructor(
    @InjectRepository(Purchase) private readonly purchases: Repository<Purchase>,
    @InjectRepository(PaymentOrder) private readonly orders: Repository<PaymentOrder>,
  ) {}

  /**
   * The courses a user holds a live booking of (a purchase is made only by a verified payment), each with
   * the order reference that paid it and when (issue 15 item 6: the booking trail).
   */
  async coursesOf(userId: number) {
    // DECISIONS 27: only live bookings count (a cancelled one lets the buyer book another date).
    const rows = await this.purchases.find({
      where: { user_id: userId, status: In(LIVE_BOOKING) },
      relations: { course: { category: true, sub_category: true } },
      order: { id: 'DESC' },
    });
    const orderIds = rows.flatMap((row) => (row.payment_order_id ? [row.payment_order_id] : []));
    const orders = orderIds.length
      ? await this.orders.find({
          select: { id: true, merchant_reference: true },
          where: { id: In(orderIds) },
        })
      : [];
    const references = new Map(orders.map((order) => [order.id, order.merchant_reference]));
    return {
      courses: rows.map((row) => ({
        ...presentCourse(row.course),
        order_reference: references.get(row.payment_order_id ?? 0) ?? null,
        booked_at: row.created_at,
      })),
    };
  }

  hasBought(userId: number, courseId: number): Promise<boolean> {
    return this.purchases.existsBy({
      user_id: userId,
      course_id: courseId,
      status: In(LIVE_BOOKING),
    });
  }
}

import type { EntityManager } from 'typeorm';
import { COMPANY } from '../../config/company.js';
import { asLocale, courseNameIn } from '../../common/locale.js';
import { Course } from '../../model/course.entity.js';
import { CourseSession } from '../../model/course-session.entity.js';
import { sessionFactsIn } from '../mail-facts.js';
import { User } from '../../model/user.entity.js';
import type { PaymentOrder } from '../../model/payment-order.entity.js';
import { Receipt, ReceiptCounter } from '../../model/receipt.entity.js';

/** The calendar year in Cairo: a payment at 00:30 on 1 January Cairo time is next year's. */
export function cairoYear(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: COMPANY.timeZone, year: 'numeric' }).format(date),
  );
}

export const receiptNumber = (year: number, rank: number) =>
  `PL-${year}-${String(rank).padStart(6, '0')}`;

/**
 * Takes the next number of the year. INSERT … IGNORE makes the year's row exist, then the
 * UPDATE locks it until the caller's transaction ends (InnoDB row lock; SQLite's write lock),
 * so two payments never share a number and a rolled-back payment gives its number back.
 */
async function nextRank(manager: EntityManager, year: number): Promise<number> {
  const [sql, parameters] = manager
    .createQueryBuilder()
    .insert()
    .into(ReceiptCounter)
    .values({ year, last_number: 0 })
    .orIgnore()
    .getQueryAndParameters();
  await manager.queryRunner!.query(sql, parameters);
  await manager
    .createQueryBuilder()
    .update(ReceiptCounter)
    .set({ last_number: () => 'last_number + 1' })
    .where('year = :year', { year })
    .execute();
  const counter = await manager.findOneByOrFail(ReceiptCounter, { year });
  return counter.last_number;
}

/**
 * The booked session as an Arabic receipt names it: "الأربعاء، 10 فبراير 2027، من 09:00 إلى
 * 16:00 بتوقيت القاهرة، القاهرة الجديدة، الإنجليزية" (the mails' words, Latin digits, Cairo time).
 */
async function arabicSessionLabel(
  manager: EntityManager,
  order: PaymentOrder,
  course: Course,
): Promise<string | null> {
  if (!order.session_id) return null;
  const session = await manager.findOneBy(CourseSession, { id: order.session_id });
  if (!session) return null;
  const [, date, times, place, language] = sessionFactsIn('ar', course, session);
  return [date[1], times[1], place[1], language[1]].filter(Boolean).join('، ');
}

/**
 * Issues the receipt of an order that has just been paid, inside the transaction that marks it
 * paid (CheckoutService.apply): the order is paid if and only if it has its receipt.
 * `sessionLabel` names the booked session; without one the course's own time and place serve.
 */
export async function issueReceipt(
  manager: EntityManager,
  order: PaymentOrder,
  providerTransactionId: string,
  sessionLabel?: string | null,
  now = new Date(),
): Promise<Receipt> {
  const [course, user] = await Promise.all([
    manager.findOneByOrFail(Course, { id: order.course_id }),
    manager.findOneByOrFail(User, { id: order.user_id }),
  ]);
  const billed = [order.billing?.first_name, order.billing?.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  const year = cairoYear(now);
  const rank = await nextRank(manager, year);
  // Issue 28: the receipt is written in the buyer's language, kept with it as issued.
  const locale = asLocale(user.locale);
  const session =
    (locale === 'ar' ? await arabicSessionLabel(manager, order, course) : null) ??
    sessionLabel ??
    ([course.time, (locale === 'ar' && course.location_ar?.trim()) || course.location]
      .filter(Boolean)
      .join(locale === 'ar' ? '، ' : ', ') ||
      null);
  return manager.save(
    manager.create(Receipt, {
      number: receiptNumber(year, rank),
      payment_order_id: order.id,
      provider_transaction_id: providerTransactionId,
      buyer_name: (billed || user.name).slice(0, 191),
      buyer_email: user.email,
      company_name: order.company_name ?? null,
      tax_registration_number: order.tax_registration_number ?? null,
      course_name: courseNameIn(course, locale).slice(0, 191),
      locale,
      session_label: session ? session.slice(0, 191) : null,
      amount_cents: order.amount_cents,
      currency: order.currency,
      issued_at: now,
    }),
  );
}

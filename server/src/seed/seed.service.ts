import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Category } from '../model/category.entity.js';
import { sanitizeRichText } from '../common/html/sanitize.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Course } from '../model/course.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { demoSessions, DEMO_SESSION_COURSES } from './demo-sessions.js';
import { Job } from '../model/job.entity.js';
import { Faq } from '../resources/faqs.js';
import { ensureMailWordingRows } from '../resources/mail-wordings.js';
import { Testimonial } from '../resources/testimonials.js';
import { StorageService } from '../storage/storage.service.js';
import { SubCategory } from '../model/sub-category.entity.js';
import { Role } from '../common/access/roles.js';
import { User } from '../model/user.entity.js';
import { UsersService } from '../auth/users.service.js';
import { courseArt } from './course-art.js';
import { courseSearchKey } from '../model/course-search-key.js';
import { DEMO_CATEGORIES, DEMO_FAQS, DEMO_JOBS, DEMO_TESTIMONIALS } from './demo-catalogue.js';

/** Start-up data: the top-role user and, on an empty database, the demo catalogue. */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly storage: StorageService,
  ) {}

  async run(): Promise<void> {
    await this.ensureAdmin();
    await ensureMailWordingRows(this.db);
    if (this.config.seedDemo) await this.seedDemo();
  }

  async ensureAdmin(): Promise<void> {
    const repo = this.db.getRepository(User);
    if (this.config.adminEmail) {
      if (await repo.findOneBy({ email: this.config.adminEmail })) return;
      await this.users.create({
        name: 'Administrator',
        email: this.config.adminEmail,
        phone: await this.freePhone(),
        password: this.config.adminPassword!,
        role: Role.SuperAdmin,
      });
      this.logger.log(`Created the super admin ${this.config.adminEmail}`);
      return;
    }
    if (await repo.findOneBy({ role: Role.SuperAdmin })) return;
    if (this.config.databaseUrl) {
      this.logger.warn('No super admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.');
      return;
    }
    // Embedded demo mode: a usable account, with a password nobody else knows.
    const password = randomBytes(12).toString('base64url');
    await this.users.create({
      name: 'Administrator',
      email: 'admin@example.com',
      phone: await this.freePhone(),
      password,
      role: Role.SuperAdmin,
    });
    process.stdout.write(
      `\n  Demo super admin created (shown once):\n    email:    admin@example.com\n    password: ${password}\n\n`,
    );
  }

  /** A placeholder phone number not used by anyone (phone is unique and required). */
  private async freePhone(): Promise<string> {
    const repo = this.db.getRepository(User);
    for (let n = 1; ; n++) {
      const phone = `2000000${String(n).padStart(4, '0')}`;
      if (!(await repo.findOneBy({ phone }))) return phone;
    }
  }

  async seedDemo(): Promise<void> {
    if ((await this.db.getRepository(Category).count()) > 0) return;
    let courseCount = 0;
    await this.db.transaction(async (manager) => {
      for (const category of DEMO_CATEGORIES) {
        const savedCategory = await manager.save(
          manager.create(Category, { title: category.title, title_ar: category.title_ar }),
        );
        for (const sub of category.subCategories) {
          const savedSub = await manager.save(
            manager.create(SubCategory, {
              title: sub.title,
              title_ar: sub.title_ar,
              category_id: savedCategory.id,
            }),
          );
          for (const course of sub.courses) {
            const file = `demo-${course.classification.toLowerCase()}.svg`;
            await this.storage.write(
              'public',
              `courses/${file}`,
              Buffer.from(courseArt(course.discipline, sub.motif, sub.hue)),
            );
            const savedCourse = await manager.save(
              manager.create(Course, {
                ...course,
                description: sanitizeRichText(course.description),
                description_ar: sanitizeRichText(course.description_ar ?? ''),
                // The visitors' search finds the Arabic words as it does after a staff edit.
                search_ar: courseSearchKey(course),
                image: `/storage/courses/${file}`,
                category_id: savedCategory.id,
                sub_category_id: savedSub.id,
              }),
            );
            if (courseCount < DEMO_SESSION_COURSES) {
              await manager.save(CourseSession, demoSessions(savedCourse.id, courseCount));
            }
            courseCount++;
          }
        }
      }
      for (const job of DEMO_JOBS) {
        await manager.save(
          manager.create(Job, {
            ...job,
            description: sanitizeRichText(job.description),
            description_ar: sanitizeRichText(job.description_ar),
          }),
        );
      }
      for (const testimonial of DEMO_TESTIMONIALS) {
        await manager.save(manager.create(Testimonial, { ...testimonial, published: true }));
      }
      for (const [position, faq] of DEMO_FAQS.entries()) {
        const answer_ar = sanitizeRichText(faq.answer_ar);
        await manager.save(manager.create(Faq, { ...faq, answer_ar, position, published: true }));
      }
    });
    this.logger.log(`Seeded the demo catalogue: ${courseCount} courses, ${DEMO_JOBS.length} jobs`);
  }
}

import { Inject, Injectable, Logger, type Type } from '@nestjs/common';
import { DataSource, MoreThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CoursesService } from '../courses/courses.service.js';
import { isDatabaseUnavailable } from '../database/connection-errors.js';
import { JobsService } from '../jobs/jobs.service.js';
import { CourseSession } from '../model/course-session.entity.js';
import { Course } from '../model/course.entity.js';
import { Job } from '../model/job.entity.js';
import { tablesRead } from '../database/tables-read.js';
import type { PageHeadSource, PageMeta } from '../web/page-meta.js';
import { localizedPath, splitLocale, type PageLocale } from '../web/page-locale.js';
import { coursePageMeta } from './course-head.js';
import { FAQ_TABLE, faqPageJsonLd, publishedFaqs } from './faq-head.js';
import { applyPageMeta, careersPageMeta } from './job-head.js';
import { SeoService } from './seo.service.js';

/** Ids in URLs are INT columns: a longer number names no record. */
const MAX_ID = 2147483647;

/** A page's head from its path's match (without /ar) and the page's language. */
type HeadOf = (match: RegExpExecArray, locale: PageLocale) => Promise<PageMeta | undefined>;

interface PageRoute {
  pattern: RegExp;
  /** The entities whose rows the head shows (their tables come from their metadata), or tables. */
  reads: (Type | string)[];
  head: HeadOf;
}

/**
 * The heads of the public site's pages. The URL patterns are the site's (public-site routes)
 * and live here, with the head rendering; the catalogue and the jobs only answer reads.
 * Static pages (home, about, services…) come from the site's own build (site-meta.json).
 * Every page exists in English and under /ar in Arabic (issue 28): the patterns match the path
 * without its language, and each head is written for the language of the URL.
 */
@Injectable()
export class PageHeads implements PageHeadSource {
  private readonly logger = new Logger('PageMeta');
  private readonly publicUrl: string;
  private readonly tables = new Map<PageRoute, readonly string[]>();
  private readonly routes: PageRoute[] = [
    {
      pattern: /^\/courses\/(\d{1,10})\/?$/,
      // A session names its course, which names its sub-category and category (tables-read).
      reads: [Course, CourseSession],
      head: async (match, locale) => {
        const id = Number(match[1]);
        const course = id >= 1 && id <= MAX_ID ? await this.courses.findForPageHead(id) : null;
        const sessions = course
          ? await this.db.getRepository(CourseSession).find({
              where: { course_id: id, status: 'scheduled', starts_at: MoreThan(new Date()) },
              order: { starts_at: 'ASC' },
              take: 20,
            })
          : [];
        const path = localizedPath(`/courses/${id}`, locale);
        const head = coursePageMeta(course, this.publicUrl, path, sessions, locale);
        // The head lists upcoming sessions: it changes when the first of them starts.
        return { ...head, until: sessions[0]?.starts_at.getTime() };
      },
    },
    // The training page is prerendered; its head adds the FAQs staff publish (FAQPage).
    {
      pattern: /^\/courses\/?$/,
      reads: [FAQ_TABLE],
      head: async (_match, locale) => {
        const head = this.seo.staticPageMeta(localizedPath('/courses', locale));
        return head && { ...head, jsonLd: faqPageJsonLd(await publishedFaqs(this.db), locale) };
      },
    },
    {
      pattern: /^\/projects\/?$/,
      reads: [Job, FAQ_TABLE],
      head: async (_match, locale) => {
        const head = careersPageMeta(await this.jobs.listForPageHead(), this.publicUrl, locale);
        const faqs = faqPageJsonLd(await publishedFaqs(this.db), locale);
        return { ...head, jsonLd: [...(head.jsonLd ?? []), ...faqs] };
      },
    },
    // The bare /applynow shows the careers list; its canonical page is /projects.
    {
      pattern: /^\/applynow\/?$/,
      reads: [],
      head: (_match, locale) => Promise.resolve(careersPageMeta(undefined, this.publicUrl, locale)),
    },
    {
      pattern: /^\/applynow\/(\d{1,10})\/?$/,
      reads: [Job],
      head: async (match, locale) => {
        const id = Number(match[1]);
        const job = id >= 1 && id <= MAX_ID ? await this.jobs.findForPageHead(id) : null;
        return applyPageMeta(job, this.publicUrl, locale);
      },
    },
  ];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly seo: SeoService,
    private readonly courses: CoursesService,
    private readonly jobs: JobsService,
    private readonly db: DataSource,
  ) {
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  globalJsonLd(): object[] {
    return [this.seo.organizationJsonLd()];
  }

  /** Static pages are made from the built site only: no table. */
  tablesOf(urlPath: string): readonly string[] {
    const { path } = splitLocale(urlPath);
    const route = this.routes.find(({ pattern }) => pattern.test(path));
    if (!route) return [];
    let tables = this.tables.get(route);
    if (!tables) {
      const all = route.reads.flatMap((read) =>
        typeof read === 'string' ? [read] : tablesRead(this.db.getMetadata(read)),
      );
      this.tables.set(route, (tables = [...new Set(all)].sort()));
    }
    return tables;
  }

  async resolve(urlPath: string): Promise<PageMeta | undefined> {
    const { locale, path } = splitLocale(urlPath);
    for (const { pattern, head } of this.routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      try {
        return await head(match, locale);
      } catch (error) {
        // An outage is the page's 503 (static-sites); anything else leaves the head as built.
        if (isDatabaseUnavailable(error)) throw error;
        this.logger.warn(`Page meta for ${urlPath} failed: ${String(error)}`);
        return undefined;
      }
    }
    return this.seo.staticPageMeta(urlPath.replace(/(.)\/$/, '$1'));
  }
}

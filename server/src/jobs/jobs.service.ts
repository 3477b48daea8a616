import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import sanitizeHtml from 'sanitize-html';
import { DataSource, Repository } from 'typeorm';
import { MAX_ROWS } from '../common/crud/crud.service.js';
import { sanitizeRichText } from '../common/html/sanitize.js';
import { ValidationFailed } from '../common/http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobRequest } from '../job-requests/job-request.entity.js';
import { type FieldValues, ResourceService } from '../common/resource/resource.service.js';
import { PageMetaRegistry } from '../web/page-meta.js';
import { Job } from './job.entity.js';
import { HIRING_ORGANIZATION, jobPostingJsonLd } from './job-posting.js';
import { JOBS } from './jobs.resource.js';

/** A MySQL TEXT column holds 65,535 bytes. */
const MAX_DESCRIPTION_BYTES = 65_535;

const CAREERS_DESCRIPTION = `Open positions at ${HIRING_ORGANIZATION.name}: field engineering, well testing, reservoir studies and instructor roles, based in New Cairo, Egypt. Apply online with your CV.`;

function plainText(html: string, max = 155): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

@Injectable()
export class JobsService extends ResourceService<Job> implements OnModuleInit {
  constructor(
    @InjectRepository(Job) repo: Repository<Job>,
    private readonly db: DataSource,
    private readonly pageMeta: PageMetaRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(repo, JOBS);
  }

  onModuleInit(): void {
    const careers = {
      title: 'Careers',
      description: CAREERS_DESCRIPTION,
      path: '/projects',
      ogType: 'website' as const,
    };
    this.pageMeta.register(/^\/projects\/?$/, async () => {
      const jobs = await this.repo.find({ order: { id: 'DESC' }, take: MAX_ROWS });
      return {
        ...careers,
        jsonLd: jobs.map((job) => jobPostingJsonLd(job, this.config.publicUrl)),
      };
    });
    // The bare /applynow shows the careers list; its canonical page is /projects.
    this.pageMeta.register(/^\/applynow\/?$/, () => Promise.resolve(careers));
    this.pageMeta.register(/^\/applynow\/(\d{1,10})\/?$/, async (match) => {
      const id = Number(match[1]);
      const job = id <= 2147483647 ? await this.repo.findOneBy({ id }) : null;
      if (!job) {
        return {
          title: 'Job not found',
          description: CAREERS_DESCRIPTION,
          path: '/projects',
          status: 404,
        };
      }
      return {
        title: `Apply: ${job.title}`,
        description: plainText(job.description) || CAREERS_DESCRIPTION,
        path: `/applynow/${job.id}`,
        ogType: 'website',
        jsonLd: [jobPostingJsonLd(job, this.config.publicUrl)],
      };
    });
  }

  /**
   * Deleting an opening keeps the applications received for it: a closed position should
   * leave the careers page, but the CVs are still being reviewed. They stay in the job
   * requests list without a job (job_requests.job_id is ON DELETE SET NULL), and the answer
   * says how many were kept, so nothing disappears by surprise (DECISIONS 7).
   */
  override async remove(id: number) {
    const row = await this.findEntity(id);
    const kept = await this.db.transaction(async (manager) => {
      const applications = await manager.countBy(JobRequest, { job_id: id });
      // Explicit, rather than trusting every database to apply the foreign key's SET NULL.
      if (applications) await manager.update(JobRequest, { job_id: id }, { job_id: null });
      await manager.delete(Job, id);
      return applications;
    });
    const message = kept
      ? `The job "${row.title}" was deleted; its ${kept} application${kept === 1 ? ' is' : 's are'} kept in Job requests.`
      : `The job "${row.title}" was deleted.`;
    return { id, applications_kept: kept, message };
  }

  /** The description is stored sanitised, and must still fit a MySQL TEXT column. */
  protected override prepare(values: FieldValues<Job>): FieldValues<Job> {
    if (values.description === undefined) return values;
    const description = sanitizeRichText(values.description);
    if (Buffer.byteLength(description, 'utf8') > MAX_DESCRIPTION_BYTES) {
      const message = 'The description is too long (at most 64 KB of formatted text)';
      throw new ValidationFailed(message, { description: message });
    }
    return { ...values, description };
  }
}

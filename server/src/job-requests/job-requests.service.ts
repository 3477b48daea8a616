import path from 'node:path';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { CrudService } from '../common/crud/crud.service.js';
import type { SearchConditions } from '../common/crud/search-conditions.js';
import { type SearchPass, wordCondition } from '../common/crud/word-search.js';
import { type FieldErrors, ValidationFailed } from '../common/http/api-error.js';
import { createValidationPipe } from '../common/pipes/validation.pipe.js';
import {
  checkUpload,
  UPLOAD_RULES,
  type UploadedFileLike,
} from '../common/uploads/upload-rules.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inTransaction } from '../database/transaction.js';
import { Job } from '../model/job.entity.js';
import { Outbox } from '../mail/outbox.js';
import { admitPrivateFile, type PrivateDownload } from '../storage/private-files.js';
import { type LinkSignature, SignedLinks } from '../storage/signed-links.js';
import { StorageService } from '../storage/storage.service.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { staffAddresses } from '../users/staff-addresses.js';
import type { User } from '../model/user.entity.js';
import { applicantMail, staffMail } from './application-mails.js';
import { cvContentDisposition, cvContentType } from './cv-file.js';
import { CreateJobRequestDto } from './dto/create-job-request.dto.js';
import { GRADES, JobRequest } from '../model/job-request.entity.js';
import { isStage } from '../model/job-request-stages.js';

const CV_FOLDER = 'cv';
const validation = createValidationPipe(CreateJobRequestDto);

// '!' as the LIKE escape character, as in CrudService (portable between MySQL and SQLite).
const likeTerm = (value: string) => `%${value.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The word-indexed columns searched by the parameter of the same name. */
const WORD_COLUMNS = ['full_name', 'email', 'country'] as const;

/** Each word of `value` a word prefix of the column (issue 12); text with no word, as it is. */
function wordTerm(
  query: SelectQueryBuilder<JobRequest>,
  column: string,
  value: string,
  i: number,
  pass: SearchPass,
) {
  const type = query.connection.options.type;
  const words = wordCondition(type, 'job_requests', `row.${column}`, value, `term${i}`, pass);
  if (words) {
    query.andWhere(`(${words.sql})`, words.params);
    return;
  }
  query.andWhere(
    new Brackets((where) => {
      where.where(`LOWER(row.${column}) LIKE :term${i} ESCAPE '!'`, {
        [`term${i}`]: likeTerm(value),
      });
    }),
  );
}

/** The CV's download route; responses give it signed (the stored key stays private). */
export const cvRoute = (id: number) => `/api/job-requests/${id}/cv`;

@Injectable()
export class JobRequestsService extends CrudService<JobRequest> {
  constructor(
    @InjectRepository(JobRequest) repo: Repository<JobRequest>,
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly storage: StorageService,
    private readonly links: SignedLinks,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(repo, {
      label: 'Job request',
      searchable: {
        full_name: 'full_name',
        email: 'email',
        country: 'country',
        job_title: 'job.title',
      },
      relations: { job: true, user: true },
    });
  }

  /**
   * `cv` is the download route with a 10-minute signature (DECISIONS 17), so the client's
   * `{backend}{cv}` link opens without a header; never the private storage key.
   */
  override present(row: JobRequest) {
    return {
      id: row.id,
      job_id: row.job_id,
      full_name: row.full_name,
      country: row.country,
      email: row.email,
      phone: row.phone,
      gpa: row.gpa,
      stage: row.stage,
      cv: this.links.sign(cvRoute(row.id), row.cv),
      job: row.job ? { id: row.job.id, title: row.job.title } : null,
      user_id: row.user_id,
      user: row.user ? { id: row.user.id, name: row.user.name } : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /**
   * A public application. Every check runs before anything is written: the fields, the CV's
   * presence, size and kind (by its bytes), the job. Then the CV is stored privately and the
   * row inserted; if the insert fails the file is removed again.
   */
  async apply(body: unknown, file: UploadedFileLike | undefined, user?: User) {
    let input: CreateJobRequestDto | undefined;
    const errors: FieldErrors = {};
    try {
      input = (await validation.transform(body ?? {}, {
        type: 'body',
        metatype: CreateJobRequestDto,
      })) as CreateJobRequestDto;
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      Object.assign(errors, (error.getResponse() as { errors?: FieldErrors }).errors);
    }
    if (!file || file.size === 0) errors.cv = `The ${UPLOAD_RULES.cv.label} file is required`;
    if (!input || Object.keys(errors).length) {
      throw new ValidationFailed(Object.values(errors)[0] ?? 'The data is not valid', errors);
    }
    const upload = (await checkUpload(file, UPLOAD_RULES.cv, 'cv', true))!;
    const job = await this.jobs.findOneBy({ id: input.job_id });
    if (!job) {
      const message = 'The job you are applying for does not exist (it may have been closed)';
      throw new ValidationFailed(message, { job_id: message });
    }

    const key = await this.storage.save('private', CV_FOLDER, upload.buffer, upload.extension);
    let saved: JobRequest;
    try {
      // The row and both mails (applicant, staff) are committed together or not at all.
      saved = await inTransaction(this.repo.manager.connection, async (manager) => {
        const rows = manager.getRepository(JobRequest);
        const row = await rows.save(
          rows.create({
            job_id: job.id,
            user_id: user?.id ?? null,
            full_name: input.full_name,
            country: input.country,
            email: input.email,
            phone: input.phone ?? null,
            gpa: input.gpa ?? null,
            cv: key,
          }),
        );
        await this.outbox.enqueue(manager, applicantMail(row, job));
        const staff = await staffAddresses(manager, this.config);
        await this.outbox.enqueue(manager, staffMail(row, job, staff, this.config.publicUrl));
        return row;
      });
    } catch (error) {
      await this.storage.remove('private', key);
      throw error;
    }
    // The applicant (often anonymous) gets the plain route: a signed address is staff's.
    return { ...this.present(await this.findEntity(saved.id)), cv: cvRoute(saved.id) };
  }

  /**
   * full_name, email and country match by words: each word of the query starts a word of the
   * text (case-insensitive; common/crud/word-search.ts). The dashboard's
   * filters match exactly: job_title is a title picked from the job list (case-insensitive;
   * "Reservoir Engineer" must not find "Senior Reservoir Engineer"), gpa a grade ("Good" must
   * not find "Very good"), job_id an id, stage a pipeline stage. The base pages and presents.
   */
  protected override async searchConditions(
    params: Record<string, unknown>,
  ): Promise<SearchConditions<JobRequest> | null> {
    const jobTitle = text(params.job_title);
    const jobIds = jobTitle ? await this.jobIdsTitled(jobTitle) : undefined;
    if (jobIds && !jobIds.length) return null;
    const gpa = text(params.gpa);
    const grade = gpa ? GRADES.find((g) => g.toLowerCase() === gpa.toLowerCase()) : undefined;
    if (gpa && !grade) return null;
    const stage = text(params.stage);
    if (stage && !isStage(stage)) return null;
    const jobId = text(params.job_id);
    if (jobId && !/^\d{1,10}$/.test(jobId)) return null;

    const words = WORD_COLUMNS.filter((column) => text(params[column]));
    return {
      words: words.length > 0,
      where: (query, pass) => {
        words.forEach((column, i) => wordTerm(query, column, text(params[column]), i, pass));
        if (jobIds) query.andWhere('row.job_id IN (:...jobIds)', { jobIds });
        if (grade) query.andWhere('row.gpa = :gpa', { gpa: grade });
        if (stage) query.andWhere('row.stage = :stage', { stage });
        if (jobId) query.andWhere('row.job_id = :jobId', { jobId: Number(jobId) });
      },
    };
  }

  /**
   * The ids of the jobs with this title (case-insensitive): the few jobs first, then their
   * requests by the indexed job_id; a condition on the joined title would be checked against
   * every request.
   */
  private async jobIdsTitled(title: string): Promise<number[]> {
    const jobs = await this.jobs
      .createQueryBuilder('job')
      .select('job.id')
      .where('LOWER(job.title) = :jobTitle', { jobTitle: title.toLowerCase() })
      .getMany();
    return jobs.map((job) => job.id);
  }

  /** Deletes the row, then its CV file. */
  override async remove(id: number): Promise<{ id: number }> {
    const row = await this.findEntity(id);
    await this.repo.remove(row);
    await this.storage.remove('private', row.cv);
    return { id };
  }

  /**
   * The stored CV of one application: by its signed address, else for staff (DECISIONS 17, 2).
   * Nobody but staff learns whether an application exists.
   */
  async cv(
    id: number,
    caller: User | undefined,
    link: LinkSignature,
  ): Promise<PrivateDownload & { via: 'signed' | 'bearer' }> {
    const found = await this.repo.findOneBy({ id });
    const signature = this.links.check(cvRoute(id), found?.cv, link);
    const via = admitPrivateFile(signature, caller, (user) => STAFF_ROLES.includes(user.role));
    const row = found ?? (await this.findEntity(id));
    const stored = await this.storage.open('private', row.cv);
    if (!stored) throw new NotFoundException('The CV file of this application is missing');
    const extension = path.extname(row.cv).slice(1).toLowerCase();
    return {
      body: stored.body,
      contentType: cvContentType(extension),
      disposition: cvContentDisposition(row.full_name, extension),
      size: stored.size,
      via,
    };
  }
}

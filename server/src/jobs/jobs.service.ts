import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { MAX_ROWS } from '../common/crud/crud.service.js';
import { JobRequest } from '../model/job-request.entity.js';
import { ResourceService } from '../common/resource/resource.service.js';
import { Job } from '../model/job.entity.js';
import { JOBS } from './jobs.resource.js';

@Injectable()
export class JobsService extends ResourceService<Job> {
  constructor(
    @InjectRepository(Job) repo: Repository<Job>,
    private readonly db: DataSource,
  ) {
    super(repo, JOBS);
  }

  /** The openings the careers page lists, newest first: what its page head is built from. */
  listForPageHead(): Promise<Job[]> {
    return this.repo.find({ order: { id: 'DESC' }, take: MAX_ROWS });
  }

  /** The opening a page /applynow/{id} shows, or null. */
  findForPageHead(id: number): Promise<Job | null> {
    return this.repo.findOneBy({ id });
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
      await manager.remove(row);
      return applications;
    });
    const message = kept
      ? `The job "${row.title}" was deleted; its ${kept} application${kept === 1 ? ' is' : 's are'} kept in Job requests.`
      : `The job "${row.title}" was deleted.`;
    return { id, applications_kept: kept, message };
  }
}

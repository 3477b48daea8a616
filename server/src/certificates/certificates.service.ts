import path from 'node:path';
import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository } from 'typeorm';
import { CrudService, MAX_ROWS } from '../common/crud/crud.service.js';
import type { SearchConditions } from '../common/crud/search-conditions.js';
import { type FieldErrors, ValidationFailed } from '../common/http/api-error.js';
import {
  checkUpload,
  UPLOAD_RULES,
  type UploadedFileLike,
} from '../common/uploads/upload-rules.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Course } from '../model/course.entity.js';
import { Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { admitPrivateFile, type PrivateDownload } from '../storage/private-files.js';
import { type LinkSignature, SignedLinks } from '../storage/signed-links.js';
import { StorageService } from '../storage/storage.service.js';
import { Role, STAFF_ROLES } from '../common/access/roles.js';
import { UserRemovalHooks } from '../users/user-removal.js';
import { User } from '../model/user.entity.js';
import { Certificate } from '../model/certificate.entity.js';
import { certificateContentType, certificateDisposition } from './certificate-file.js';
import { certificatePdf } from './certificate-pdf.js';
import { asLocale, courseNameIn } from '../common/locale.js';
import {
  cairoDay,
  certificateStatus,
  newVerificationCode,
  parseExpiry,
  verifyPageUrl,
} from './certificate-status.js';
import type { CreateCertificateDto } from './dto/create-certificate.dto.js';

const FOLDER = 'certificates';

/**
 * Issue 28: a generated certificate is written in its holder's language (the account's
 * `locale`), with the course's Arabic name for an Arabic holder. It is rendered once, when
 * issued, and stored like an uploaded one: downloads serve the stored file.
 */
function inHolderLanguage(user: User, course: Course) {
  const locale = asLocale(user.locale);
  return { holder: user.name, course: courseNameIn(course, locale), locale };
}
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The download route of a certificate; responses give it signed (the stored key stays private). */
export const certificateFileRoute = (id: number) => `/api/certificates/${id}/file`;

export interface Recipient {
  id: number;
  name: string;
  /** Only for role 2001: no staff list shows other accounts' emails to 1996 (DECISIONS 20). */
  email?: string;
}

@Injectable()
export class CertificatesService extends CrudService<Certificate> implements OnModuleInit {
  constructor(
    @InjectRepository(Certificate) repo: Repository<Certificate>,
    private readonly userRemoval: UserRemovalHooks,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
    private readonly storage: StorageService,
    private readonly links: SignedLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(repo, {
      label: 'Certificate',
      searchable: { user_id: 'user_id' },
      relations: { user: true, course: true },
    });
  }

  /**
   * A deleted user's certificates go with the row (ON DELETE CASCADE); their PDF files are
   * removed here once it is gone.
   */
  onModuleInit(): void {
    this.userRemoval.register(async (userId) => {
      const files = await this.repo.find({
        where: { user_id: userId },
        select: { id: true, certificate: true },
      });
      return async () => {
        await Promise.all(files.map((row) => this.storage.remove('private', row.certificate)));
      };
    });
  }

  /** The file's address with a 10-minute signature, so `<img src>` / `<a href>` open it. */
  private fileUrl(row: Certificate): string {
    return this.links.sign(certificateFileRoute(row.id), row.certificate);
  }

  override present(row: Certificate) {
    return {
      id: row.id,
      user_id: row.user_id,
      course_id: row.course_id,
      session_id: row.session_id,
      user: row.user ? { id: row.user.id, name: row.user.name } : null,
      course: row.course
        ? {
            id: row.course.id,
            name: row.course.name,
            name_ar: row.course.name_ar,
            classification: row.course.classification,
          }
        : null,
      certificate: this.fileUrl(row),
      // Issue 14: what the QR code and the public verification page show.
      verification_code: row.verification_code,
      verify_url: row.verification_code
        ? verifyPageUrl(this.config.publicUrl, row.verification_code)
        : null,
      status: certificateStatus(row),
      expires_at: row.expires_at ? cairoDay(row.expires_at) : null,
      revoked_at: row.revoked_at,
      revoked_reason: row.revoked_reason,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /**
   * Issues a certificate (the fields were validated by the route). The file's presence, user and
   * course are checked together, then the file's size and kind by its bytes; only then is the
   * file stored privately and the row inserted; if the insert fails the file is removed again.
   */
  async create(
    input: CreateCertificateDto,
    _actor: User,
    file: UploadedFileLike | undefined,
  ): Promise<unknown> {
    const errors: FieldErrors = {};
    if (!file || file.size === 0) {
      errors.certificate = `The ${UPLOAD_RULES.certificate.label} file is required`;
    }
    await this.holderAndCourse(input, errors);
    const expiresAt = parseExpiry(input.expires_at);
    const upload = (await checkUpload(file, UPLOAD_RULES.certificate, 'certificate', true))!;
    return this.store(input, upload.buffer, upload.extension, newVerificationCode(), expiresAt);
  }

  /**
   * Issue 14: a certificate without an uploaded file — a branded PDF made from the course and
   * the holder, with the QR code of its verification page — stored as if it had been uploaded.
   */
  async generate(input: CreateCertificateDto): Promise<unknown> {
    const { user, course } = await this.holderAndCourse(input, {});
    const expiresAt = parseExpiry(input.expires_at);
    const code = newVerificationCode();
    const pdf = await certificatePdf({
      ...inHolderLanguage(user, course),
      classification: course.classification,
      issuedAt: new Date(),
      expiresAt,
      code,
      verifyUrl: verifyPageUrl(this.config.publicUrl, code),
    });
    return this.store(input, pdf, 'pdf', code, expiresAt);
  }

  /**
   * Issue 22 item 4: one generated certificate for every attendee of a session (a booking
   * marked attended) who has none for that session yet; each records the session. Answers how
   * many were issued and how many attendees already had theirs.
   */
  async issueForSession(
    sessionId: number,
    expiresAtInput: unknown,
  ): Promise<{ issued: number; skipped: number }> {
    const expiresAt = parseExpiry(expiresAtInput);
    const manager = this.repo.manager;
    const session = await manager.findOne(CourseSession, {
      where: { id: sessionId },
      relations: { course: true },
    });
    if (!session) throw new NotFoundException('Session not found');
    const attendees = await manager.find(Purchase, {
      where: { session_id: sessionId, status: 'attended' },
      relations: { user: true },
      order: { id: 'ASC' },
    });
    if (!attendees.length) {
      throw new ValidationFailed('Mark attendance first: nobody has attended this session yet.');
    }
    const already = new Set(
      (
        await this.repo.find({
          select: { user_id: true },
          where: { session_id: sessionId, user_id: In(attendees.map((each) => each.user_id)) },
        })
      ).map((row) => row.user_id),
    );
    let issued = 0;
    for (const attendee of attendees) {
      if (already.has(attendee.user_id)) continue;
      already.add(attendee.user_id);
      const code = newVerificationCode();
      const pdf = await certificatePdf({
        ...inHolderLanguage(attendee.user, session.course),
        classification: session.course.classification,
        issuedAt: new Date(),
        expiresAt,
        code,
        verifyUrl: verifyPageUrl(this.config.publicUrl, code),
      });
      await this.store(
        { user_id: attendee.user_id, course_id: session.course_id },
        pdf,
        'pdf',
        code,
        expiresAt,
        sessionId,
      );
      issued++;
    }
    return { issued, skipped: attendees.length - issued };
  }

  /** The user and the course a certificate names, or a 422 naming what is wrong. */
  private async holderAndCourse(
    input: CreateCertificateDto,
    errors: FieldErrors,
  ): Promise<{ user: User; course: Course }> {
    const [user, course] = await Promise.all([
      this.users.findOneBy({ id: input.user_id }),
      this.courses.findOneBy({ id: input.course_id }),
    ]);
    if (!user) errors.user_id = 'The chosen user does not exist';
    if (!course) errors.course_id = 'The chosen course does not exist';
    if (Object.keys(errors).length) {
      throw new ValidationFailed(Object.values(errors)[0], errors);
    }
    return { user: user!, course: course! };
  }

  /** Stores the file privately, then the row; if the insert fails the file is removed again. */
  private async store(
    input: Pick<CreateCertificateDto, 'user_id' | 'course_id'>,
    content: Buffer,
    extension: string,
    code: string,
    expiresAt: Date | null,
    sessionId: number | null = null,
  ): Promise<unknown> {
    const key = await this.storage.save('private', FOLDER, content, extension);
    let saved: Certificate;
    try {
      saved = await this.repo.save(
        this.repo.create({
          user_id: input.user_id,
          course_id: input.course_id,
          certificate: key,
          verification_code: code,
          expires_at: expiresAt,
          session_id: sessionId,
        }),
      );
    } catch (error) {
      await this.storage.remove('private', key);
      throw error;
    }
    return this.present(await this.findEntity(saved.id));
  }

  /**
   * `user_id` is the spec's search field: a number matches that user exactly (12 must not find
   * 112); other text matches part of the user's name, so the search box also takes a name.
   * The base pages and presents.
   */
  protected override searchConditions(
    params: Record<string, unknown>,
  ): SearchConditions<Certificate> {
    const value = text(params.user_id);
    if (/^\d{1,10}$/.test(value)) {
      return {
        where: (query) => {
          query.andWhere('row.user_id = :userId', { userId: Number(value) });
        },
      };
    }
    if (!value) return { where: () => undefined };
    const term = `%${value.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
    return {
      joins: { user: 'row.user' },
      where: (query) => {
        query.andWhere(`LOWER(user.name) LIKE :term ESCAPE '!'`, { term });
      },
    };
  }

  /** Deletes the row, then its file. */
  override async remove(id: number): Promise<{ id: number }> {
    const row = await this.findEntity(id);
    await this.repo.remove(row);
    await this.storage.remove('private', row.certificate);
    return { id };
  }

  /**
   * Users by part of their name (every user when `q` is empty), for the select. Role 2001 also
   * sees and searches emails; role 1996 gets id and name only (DECISIONS 20).
   */
  async recipients(q: string, caller: User): Promise<Recipient[]> {
    const withEmail = caller.role === Role.SuperAdmin;
    const query = this.users
      .createQueryBuilder('user')
      .select(['user.id', 'user.name', 'user.email']);
    const value = q.trim().toLowerCase();
    if (value) {
      const term = `%${value.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      query.where(
        new Brackets((where) => {
          where.where(`LOWER(user.name) LIKE :term ESCAPE '!'`, { term });
          if (withEmail) where.orWhere(`LOWER(user.email) LIKE :term ESCAPE '!'`, { term });
        }),
      );
    }
    const rows = await query.orderBy('user.name', 'ASC').take(MAX_ROWS).getMany();
    return rows.map((user) =>
      withEmail
        ? { id: user.id, name: user.name, email: user.email }
        : { id: user.id, name: user.name },
    );
  }

  /** The certificates of the signed-in user (the public profile page lists them). */
  async ofUser(userId: number) {
    const rows = await this.repo.find({
      where: { user_id: userId },
      relations: { course: true },
      order: { id: 'DESC' },
      take: MAX_ROWS,
    });
    return {
      certificates: rows.map((row) => ({
        id: row.id,
        course: row.course
          ? {
              id: row.course.id,
              name: row.course.name,
              name_ar: row.course.name_ar,
              classification: row.course.classification,
            }
          : null,
        download: this.fileUrl(row),
        // Issue 14: the public page an employer can be sent to.
        verify_url: verifyPageUrl(this.config.publicUrl, row.verification_code),
        status: certificateStatus(row),
        created_at: row.created_at,
      })),
    };
  }

  /**
   * The stored file: by its signed address, else for its owner and staff (DECISIONS 17, 2).
   * A stranger learns nothing, not even whether the certificate exists.
   */
  async file(
    id: number,
    caller: User | undefined,
    link: LinkSignature,
  ): Promise<PrivateDownload & { via: 'signed' | 'bearer' }> {
    const row = await this.repo.findOne({ where: { id }, relations: { course: true } });
    const signature = this.links.check(certificateFileRoute(id), row?.certificate, link);
    const via = admitPrivateFile(
      signature,
      caller,
      (user) => STAFF_ROLES.includes(user.role) || (!!row && row.user_id === user.id),
    );
    if (!row) throw new NotFoundException('Certificate not found');
    const stored = await this.storage.open('private', row.certificate);
    if (!stored) throw new NotFoundException('The certificate file is missing');
    const extension = path.extname(row.certificate).slice(1).toLowerCase();
    return {
      body: stored.body,
      contentType: certificateContentType(extension),
      disposition: certificateDisposition(row.course?.name ?? 'course', extension),
      size: stored.size,
      via,
    };
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { JobRequest } from '../src/model/job-request.entity.js';
import { Role } from '../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

/** A tiny but real PDF: file-type recognises it by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface RequestBody {
  id: number;
  job_id: number | null;
  full_name: string;
  country: string;
  email: string;
  phone: string | null;
  gpa: string | null;
  cv: string;
  job: { id: number; title: string } | null;
  user_id: number | null;
  created_at: string;
}

describe('Job requests API', () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let job: { id: number; title: string };
  let privateDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
    privateDir = path.join(t.config.dataDir, 'uploads', 'private');
    job = await createJob(unique('Senior ESP Field Engineer '));
  });
  afterAll(() => t.close());

  async function createJob(title: string) {
    const res = await t
      .api()
      .post('/api/jobs')
      .set(bearer(admin.token))
      .send({ title, category: 'Artificial lift', description: '<p>Field work.</p>', type: 'all' })
      .expect(201);
    return res.body as { id: number; title: string };
  }

  /** Files under DATA_DIR/uploads/private, recursively. */
  function storedFiles(): string[] {
    if (!fs.existsSync(privateDir)) return [];
    return (fs.readdirSync(privateDir, { recursive: true }) as string[]).filter((entry) =>
      fs.statSync(path.join(privateDir, entry)).isFile(),
    );
  }

  const rowCount = () => t.db.getRepository(JobRequest).count();

  interface ApplyOptions {
    fields?: Record<string, string | number | undefined>;
    file?: { buffer: Buffer; name: string } | null;
    token?: string;
  }

  function apply({ fields = {}, file, token }: ApplyOptions = {}) {
    const values: Record<string, string | number | undefined> = {
      full_name: unique('Mona Applicant '),
      country: 'Egypt',
      email: `${unique()}@example.com`,
      phone: '01001234567',
      gpa: 'Very good',
      job_id: job.id,
      ...fields,
    };
    let req = t.api().post('/api/job-requests');
    if (token) req = req.set(bearer(token));
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) req = req.field(name, String(value));
    }
    const cv = file === undefined ? { buffer: PDF, name: 'cv.pdf' } : file;
    if (cv) req = req.attach('cv', cv.buffer, cv.name);
    return req;
  }

  /** Runs a rejected submission and checks that it stored neither a row nor a file. */
  async function expectNothingStored(run: () => Promise<unknown>) {
    const rows = await rowCount();
    const files = storedFiles().length;
    await run();
    expect(await rowCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  }

  it('accepts a public application with a PDF CV (201) and keeps the CV private', async () => {
    const before = storedFiles().length;
    const name = unique('Mona El-Sayed ');
    const res = await apply({ fields: { full_name: name } }).expect(201);
    const body = res.body as RequestBody;
    expect(body).toMatchObject({
      full_name: name,
      country: 'Egypt',
      phone: '01001234567',
      gpa: 'Very good',
      job_id: job.id,
      job: { id: job.id, title: job.title },
      user_id: null,
      cv: `/api/job-requests/${body.id}/cv`,
    });
    expect(storedFiles()).toHaveLength(before + 1);
    const row = await t.db.getRepository(JobRequest).findOneByOrFail({ id: body.id });
    expect(row.cv).toMatch(/^cv\/[\w-]+\.pdf$/);
    // Not reachable as a public file.
    const publicPath = `/storage/${row.cv}`;
    const res404 = await t.api().get(publicPath);
    expect(res404.status).toBe(404);
  });

  it('records the signed-in applicant when a valid token is sent, and takes optional fields away', async () => {
    const res = await apply({
      token: member.token,
      fields: { phone: '', gpa: '' },
      file: { buffer: PNG, name: 'scan.png' },
    }).expect(201);
    expect(res.body).toMatchObject({ user_id: member.id, phone: null, gpa: null });
  });

  it('answers 422 naming every field problem, including the missing CV, and stores nothing', async () => {
    await expectNothingStored(async () => {
      const res = await apply({
        fields: { full_name: 'M', email: 'not-an-email', phone: '12ab', gpa: 'Superb' },
        file: null,
      }).expect(422);
      expect(res.body).toEqual({
        message: 'The full name must be longer than 1 character',
        errors: {
          full_name: 'The full name must be longer than 1 character',
          email: 'The email must be a valid email address',
          phone: 'The phone must be a number of 6 to 20 digits',
          gpa: 'The grade must be one of Excellent, Very good, Good, Fair',
          cv: 'The CV file is required',
        },
      });
    });
  });

  it('refuses a missing CV (422) and stores nothing', async () => {
    await expectNothingStored(async () => {
      const res = await apply({ file: null }).expect(422);
      expect(res.body).toEqual({
        message: 'The CV file is required',
        errors: { cv: 'The CV file is required' },
      });
    });
  });

  it('refuses a ".pdf" whose bytes are text (422) and stores nothing', async () => {
    await expectNothingStored(async () => {
      const res = await apply({
        file: { buffer: Buffer.from('<html><script>alert(1)</script></html>'), name: 'cv.pdf' },
      }).expect(422);
      expect(res.body.message).toBe('The CV must be a PDF, DOC, DOCX or image file');
      expect(res.body.errors).toEqual({ cv: 'The CV must be a PDF, DOC, DOCX or image file' });
    });
  });

  it('refuses a CV over 10 MB with 413 and a message, storing nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    await expectNothingStored(async () => {
      const res = await apply({ file: { buffer: big, name: 'huge.pdf' } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'The CV must be at most 10 MB' });
    });
  });

  it('refuses an unknown or missing job (422) and stores nothing', async () => {
    await expectNothingStored(async () => {
      const res = await apply({ fields: { job_id: 99999999 } }).expect(422);
      expect(res.body).toEqual({
        message: 'The job you are applying for does not exist (it may have been closed)',
        errors: {
          job_id: 'The job you are applying for does not exist (it may have been closed)',
        },
      });
      const missing = await apply({ fields: { job_id: undefined } }).expect(422);
      expect(missing.body.errors).toEqual({ job_id: 'Choose the job you are applying for' });
      const junk = await apply({ fields: { job_id: 'abc' } }).expect(422);
      expect(junk.body.errors).toEqual({ job_id: 'Choose the job you are applying for' });
    });
  });

  it('refuses a second file field (4xx, not 500) and stores nothing', async () => {
    await expectNothingStored(async () => {
      const res = await apply().attach('cv', PDF, 'second.pdf');
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    });
  });

  it('lets staff page the requests with the job {id,title}; 401/403 for others', async () => {
    await apply().expect(201);
    const page = await t
      .api()
      .get('/api/job-requests?page=1&limit=2')
      .set(bearer(admin.token))
      .expect(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    const first = page.body.data[0] as RequestBody;
    expect(first.job).toEqual({ id: job.id, title: job.title });
    expect(first.cv).toMatch(
      new RegExp(`^/api/job-requests/${first.id}/cv\\?expires=\\d+&sig=[\\w-]{43}$`),
    );
    await t.api().get('/api/job-requests?page=1&limit=2').expect(401);
    await t.api().get('/api/job-requests').set(bearer(member.token)).expect(403);
    await t.api().get(`/api/job-requests/${first.id}`).set(bearer(member.token)).expect(403);
    const one = await t
      .api()
      .get(`/api/job-requests/${first.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(one.body).toMatchObject({ id: first.id, job: { id: job.id } });
  });

  it('searches by full_name (part), job_title and gpa (exact), as a bare array', async () => {
    const marker = unique('Qx');
    const otherJob = await createJob(unique('Reservoir Engineer '));
    // A title that contains the other one must not be taken by the job filter.
    const seniorJob = await createJob(`Senior ${otherJob.title}`);
    const a = (await apply({ fields: { full_name: `Amr ${marker}`, gpa: 'Good' } }).expect(201))
      .body as RequestBody;
    const b = (
      await apply({ fields: { full_name: `Basma ${marker}`, gpa: 'Very good' } }).expect(201)
    ).body as RequestBody;
    const c = (
      await apply({
        fields: { full_name: `Chadi ${marker}`, gpa: 'Good', job_id: otherJob.id },
      }).expect(201)
    ).body as RequestBody;
    await apply({
      fields: { full_name: `Dina ${marker}`, gpa: 'Good', job_id: seniorJob.id },
    }).expect(201);
    const search = async (query: string) => {
      const res = await t
        .api()
        .post(`/api/job-requests/search?${query}`)
        .set(bearer(admin.token))
        .expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      return (res.body as RequestBody[]).map((row) => row.id).sort((x, y) => x - y);
    };
    expect(await search(`full_name=${marker.toLowerCase()}`)).toHaveLength(4);
    expect(await search(`full_name=${marker}&gpa=Good`)).toHaveLength(3);
    expect(await search(`full_name=${marker}&gpa=Good&job_id=${job.id}`)).toEqual([a.id]);
    expect(await search(`full_name=${marker}&gpa=Very%20good`)).toEqual([b.id]);
    expect(
      await search(`full_name=${marker}&job_title=${encodeURIComponent(otherJob.title)}`),
    ).toEqual([c.id]);
    expect(
      await search(
        `full_name=${marker}&job_title=${encodeURIComponent(otherJob.title.toUpperCase())}&gpa=Good`,
      ),
    ).toEqual([c.id]);
    expect(await search(`full_name=${marker}&job_title=reservoir`)).toEqual([]);
    expect(await search(`full_name=${marker}&job_id=${otherJob.id}`)).toEqual([c.id]);
    expect(await search(`full_name=${marker}&gpa=Superb`)).toEqual([]);
    await t.api().post(`/api/job-requests/search?full_name=${marker}`).expect(401);
    await t
      .api()
      .post(`/api/job-requests/search?full_name=${marker}`)
      .set(bearer(member.token))
      .expect(403);
  });

  it('sends the CV to staff only, as an attachment with a clean name and the exact bytes', async () => {
    const created = (await apply({ fields: { full_name: 'Mona El-Sayed' } }).expect(201))
      .body as RequestBody;
    await t.api().get(created.cv).expect(401);
    await t.api().get(created.cv).set(bearer(member.token)).expect(403);
    const res = await t
      .api()
      .get(created.cv)
      .set(bearer(admin.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mona-El-Sayed-cv.pdf"; filename*=UTF-8''Mona-El-Sayed-cv.pdf`,
    );
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    await t.api().get('/api/job-requests/99999999/cv').set(bearer(admin.token)).expect(404);
  });

  it('deletes a request and its CV file (staff only); there is no update route', async () => {
    const created = (await apply().expect(201)).body as RequestBody;
    const row = await t.db.getRepository(JobRequest).findOneByOrFail({ id: created.id });
    const file = path.join(privateDir, row.cv);
    expect(fs.existsSync(file)).toBe(true);
    await t
      .api()
      .post(`/api/job-requests/${created.id}`)
      .set(bearer(admin.token))
      .send({ full_name: 'Changed' })
      .expect(404);
    await t.api().delete(`/api/job-requests/${created.id}`).set(bearer(member.token)).expect(403);
    await t
      .api()
      .delete(`/api/job-requests/${created.id}`)
      .set(bearer(admin.token))
      .expect(200, { id: created.id });
    expect(fs.existsSync(file)).toBe(false);
    await t.api().get(`/api/job-requests/${created.id}`).set(bearer(admin.token)).expect(404);
  });
});

describe('Job requests rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS: '1' });
  });
  afterAll(() => t.close());

  it('limits applications per client (429) before reading the upload', async () => {
    const send = () =>
      t
        .api()
        .post('/api/job-requests')
        .field('full_name', 'A')
        .attach('cv', Buffer.from('x'), 'cv.pdf');
    expect((await send()).status).toBe(422);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many requests, please try again in a minute');
  });
});

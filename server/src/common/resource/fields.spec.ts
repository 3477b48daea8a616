import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Entity } from 'typeorm';
import { UPLOAD_RULES } from '../uploads/upload-rules.js';
import { getMetadataArgsStorage } from 'typeorm';
import { DateTime, Decimal, fieldsOf, Int, RichText, Text, Upload } from './fields.js';

@Entity('field_kinds_probe')
class Probe {
  @Int({ min: 1, max: 100 }) rank: number;
  @Int({ default: 0 }) stock: number;
  @Decimal({ min: 0, max: 1000, unit: 'EGP' }) price: number;
  @DateTime() starts_at: Date;
  @DateTime({ optional: true }) ends_at: Date | null;
  @RichText({ maxBytes: 100 }) body: string;
  @Upload(UPLOAD_RULES.courseImage) image: string | null;
}

const VALID = {
  rank: '12',
  price: '10.50',
  starts_at: '2027-02-10T09:00+02:00',
  body: '<p>Hi</p>',
};

/** The 422 message of each refused field, as the validation pipe would pick it first. */
async function problems(body: Record<string, unknown>) {
  const dto = plainToInstance(Probe, body);
  const errors = await validate(dto);
  const first = ['isDefined', 'isString', 'isInt', 'isNumber'];
  const out: Record<string, string> = {};
  for (const error of errors) {
    const keys = Object.keys(error.constraints ?? {});
    const key = first.find((name) => keys.includes(name)) ?? keys[0];
    out[error.property] = error.constraints![key];
  }
  return { dto, out };
}

describe('field kinds', () => {
  it('reads numbers and instants from form text, and sanitises rich text as it is read', async () => {
    const { dto, out } = await problems(VALID);
    expect(out).toEqual({});
    expect(dto.rank).toBe(12);
    expect(dto.price).toBe(10.5);
    expect(dto.starts_at.toISOString()).toBe('2027-02-10T07:00:00.000Z');
    const hostile = await problems({ ...VALID, body: '<p onclick="x()">Hi</p><script>1</script>' });
    expect(hostile.dto.body).toBe('<p>Hi</p>');
  });

  it('answers readable messages naming the field', async () => {
    const { out } = await problems({
      rank: '',
      price: '1.234',
      starts_at: '10/02/2027 09:00',
      ends_at: '2027-02-10T09:00',
      body: '<p> </p>',
    });
    expect(out).toEqual({
      rank: 'The rank is required',
      price: 'The price must be a number with at most 2 decimals',
      starts_at: 'The starts at must be a date and time with its zone (ISO 8601)',
      ends_at: 'The ends at must be a date and time with its zone (ISO 8601)',
      body: 'The body is required',
    });
    const bounds = await problems({ ...VALID, rank: 101, price: -1, stock: 2.5 });
    expect(bounds.out).toEqual({
      rank: 'The rank must be at most 100',
      price: 'The price cannot be negative',
      stock: 'The stock must be a whole number',
    });
    const long = await problems({ ...VALID, body: `<p>${'é'.repeat(60)}</p>` });
    expect(long.out).toEqual({
      body: 'The body is too long (at most 100 bytes of formatted text)',
    });
  });

  it('describes each value for the API document and the dashboard', () => {
    const schemas = Object.fromEntries(fieldsOf(Probe).map((f) => [f.name, [f.kind, f.schema]]));
    expect(schemas).toEqual({
      rank: ['int', { type: 'integer', minimum: 1, maximum: 100 }],
      stock: ['int', { type: 'integer', default: 0 }],
      price: ['decimal', { type: 'number', 'x-step': 0.01, minimum: 0, maximum: 1000 }],
      starts_at: ['datetime', { type: 'string', format: 'date-time', 'x-kind': 'datetime' }],
      ends_at: [
        'datetime',
        { type: 'string', format: 'date-time', 'x-kind': 'datetime', nullable: true },
      ],
      body: ['richtext', { type: 'string', 'x-kind': 'richtext', description: 'Sanitised HTML' }],
      image: [
        'upload',
        expect.objectContaining({ type: 'string', nullable: true, 'x-kind': 'image' }),
      ],
    });
    expect(fieldsOf(Probe).find((f) => f.name === 'image')?.upload).toBe(UPLOAD_RULES.courseImage);
  });

  describe('translated: true', () => {
    @Entity('translated_probe')
    class Translated {
      @Text({ max: 40, search: 'contains', index: true, translated: true }) title: string;
      @RichText({ maxBytes: 100, translated: true }) body: string;
      @Int({ min: 0 }) position: number;
    }

    async function check(body: Record<string, unknown>) {
      const dto = plainToInstance(Translated, body);
      const errors = await validate(dto);
      return {
        dto: dto as unknown as Record<string, unknown>,
        out: Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints!)[0]])),
      };
    }

    it('declares the Arabic twin right after its field, searched the same way, marked for clients', () => {
      const fields = fieldsOf(Translated);
      expect(fields.map((f) => f.name)).toEqual([
        'title',
        'title_ar',
        'body',
        'body_ar',
        'position',
      ]);
      const twin = fields.find((f) => f.name === 'title_ar')!;
      expect(twin).toMatchObject({
        kind: 'text',
        optional: true,
        empty: '',
        search: 'contains',
        lang: 'ar',
        translationOf: 'title',
        schema: {
          type: 'string',
          maxLength: 40,
          default: '',
          'x-lang': 'ar',
          'x-translation-of': 'title',
        },
      });
      expect(twin.schema.minLength).toBeUndefined();
      expect(twin.index).toBeUndefined();
      expect(fields.find((f) => f.name === 'body_ar')?.schema).toEqual({
        type: 'string',
        'x-kind': 'richtext',
        description: 'Sanitised HTML',
        default: '',
        'x-lang': 'ar',
        'x-translation-of': 'body',
      });
    });

    it('gives each twin its own column of the same type and size, empty by default', () => {
      const columns = getMetadataArgsStorage().columns.filter((c) => c.target === Translated);
      const of = (name: string) => columns.find((c) => c.propertyName === name)?.options;
      expect(of('title_ar')).toEqual({ type: 'varchar', length: 40, default: '' });
      expect(of('body_ar')).toEqual({ type: 'text', default: '' });
    });

    it('validates the twin as its field, but never requires it', async () => {
      const valid = { title: 'Safety', body: '<p>Hi</p>', position: 1 };
      expect((await check(valid)).out).toEqual({});
      const arabic = await check({
        ...valid,
        title_ar: '  السلامة  ',
        body_ar: '<p onclick="x()">مرحبا</p><script>alert(1)</script>',
      });
      expect(arabic.out).toEqual({});
      expect(arabic.dto.title_ar).toBe('السلامة');
      expect(arabic.dto.body_ar).toBe('<p>مرحبا</p>');
      const refused = await check({
        ...valid,
        title_ar: 'س'.repeat(41),
        body_ar: `<p>${'ب'.repeat(60)}</p>`,
      });
      expect(refused.out).toEqual({
        title_ar: 'The title (Arabic) must be at most 40 characters',
        body_ar: 'The body (Arabic) is too long (at most 100 bytes of formatted text)',
      });
      expect((await check({ ...valid, title_ar: 5 })).out).toEqual({
        title_ar: 'The title (Arabic) must be text',
      });
    });

    it('stores the Arabic composed (NFC): an alef typed with a separate hamza is أ', async () => {
      const { dto } = await check({
        title: 'Safety',
        body: '<p>x</p>',
        position: 1,
        title_ar: '\u0627\u0654من',
      });
      expect(dto.title_ar).toBe('\u0623من');
    });
  });
});

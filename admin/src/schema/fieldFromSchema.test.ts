import { describe, expect, it } from '@jest/globals';
import { declarationNamed } from '../test-support/declarations';
import { fieldFromSchema } from './fieldFromSchema';

const writable = { writable: true, required: false };

describe('schema → field mapping', () => {
  it("starts a create form at the column's default", () => {
    const flag = { type: 'boolean', default: true };
    expect(fieldFromSchema('published', flag, writable).defaultValue).toBe(true);
    expect(fieldFromSchema('published', { type: 'boolean' }, writable).defaultValue).toBe(
      undefined,
    );
    const readOnly = { writable: false, required: false };
    expect(fieldFromSchema('published', flag, readOnly).defaultValue).toBe(undefined);
  });

  it('maps types, formats and enums onto inputs', () => {
    expect(fieldFromSchema('title', { type: 'string' }, writable)).toEqual({
      source: 'title',
      label: 'Title',
      type: 'text',
      inForm: true,
    });
    expect(fieldFromSchema('email', { type: 'string', format: 'email' }, writable).type).toBe(
      'email',
    );
    expect(fieldFromSchema('price', { type: 'number' }, writable).type).toBe('number');
    expect(fieldFromSchema('published', { type: 'boolean' }, writable).type).toBe('boolean');
    expect(fieldFromSchema('password_confirmation', { type: 'string' }, writable).type).toBe(
      'password',
    );
    expect(
      fieldFromSchema('gpa', { type: 'string', enum: ['Good', 'Fair'] }, writable),
    ).toMatchObject({
      type: 'select',
      choices: [
        { id: 'Good', name: 'Good' },
        { id: 'Fair', name: 'Fair' },
      ],
    });
  });

  it('reads the x- marks: rich text, uploads with their types, references', () => {
    expect(
      fieldFromSchema('description', { type: 'string', 'x-kind': 'richtext' }, writable),
    ).toMatchObject({ type: 'richtext' });
    expect(
      fieldFromSchema(
        'image',
        { type: 'string', format: 'binary', 'x-kind': 'image', 'x-accept': ['jpg', 'png'] },
        writable,
      ),
    ).toMatchObject({
      type: 'image',
      accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
    });
    expect(
      fieldFromSchema(
        'sub_category_id',
        { type: 'integer', 'x-reference': { resource: 'sub-categories', display: 'title' } },
        writable,
      ),
    ).toMatchObject({
      label: 'Sub category',
      type: 'reference',
      options: { apiPath: 'sub-categories', optionText: 'title' },
    });
  });

  it('gives each server field kind its input: integer, decimal, date-time, rich text', () => {
    // Int({ min: 0, max: 10000 }): a whole-number input within the bounds.
    expect(
      fieldFromSchema('position', { type: 'integer', minimum: 0, maximum: 10000 }, writable),
    ).toMatchObject({ type: 'number', step: 1, min: 0, max: 10000 });
    // Decimal({ scale: 2 }): steps of 0.01.
    expect(
      fieldFromSchema('price', { type: 'number', minimum: 0, 'x-step': 0.01 }, writable),
    ).toMatchObject({ type: 'number', step: 0.01, min: 0 });
    expect(fieldFromSchema('ratio', { type: 'number' }, writable).step).toBeUndefined();
    // DateTime(): the Cairo-time picker, not the day input of a plain date-time value.
    expect(
      fieldFromSchema(
        'starts_at',
        { type: 'string', format: 'date-time', 'x-kind': 'datetime' },
        writable,
      ),
    ).toMatchObject({ type: 'datetime', inForm: true });
    expect(
      fieldFromSchema('created_at', { type: 'string', format: 'date-time' }, writable).type,
    ).toBe('date');
    // RichText(): the editor, with the server's empty default.
    expect(
      fieldFromSchema(
        'answer',
        { type: 'string', 'x-kind': 'richtext', default: '', description: 'Sanitised HTML' },
        writable,
      ),
    ).toMatchObject({ type: 'richtext', defaultValue: '' });
  });

  it('requires on create what the create body requires, with its minimum length', () => {
    expect(
      fieldFromSchema(
        'quote',
        { type: 'string', minLength: 2 },
        { writable: true, required: true },
      ),
    ).toMatchObject({ required: true, minLength: 2, validateOn: 'create' });
    // Read-only record fields (dates, nested rows) stay out of the forms.
    expect(
      fieldFromSchema(
        'created_at',
        { type: 'string', format: 'date-time' },
        {
          writable: false,
          required: false,
        },
      ),
    ).toMatchObject({ type: 'date', inForm: false });
    expect(
      fieldFromSchema(
        'category',
        { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } },
        { writable: false, required: false },
      ),
    ).toMatchObject({ type: 'object', display: 'title' });
  });

  it('gives the declared resources the types the server describes', () => {
    const courses = declarationNamed('courses');
    const typeOf = (source: string) => courses.fields.find((f) => f.source === source)?.type;
    expect(typeOf('description')).toBe('richtext');
    expect(typeOf('image')).toBe('image');
    expect(typeOf('category_id')).toBe('reference');
    expect(typeOf('category')).toBe('object');
    expect(typeOf('created_at')).toBeUndefined(); // not named in the admin file: no column
    const certificates = declarationNamed('certificates');
    expect(certificates.fields.find((f) => f.source === 'certificate')).toMatchObject({
      type: 'file',
      accept: { 'application/pdf': ['.pdf'] },
    });
    expect(certificates).toMatchObject({
      apiPath: 'certificates',
      roles: ['2001', '1996'],
      canCreate: true,
      canEdit: false,
      canDelete: true,
      searchField: 'user_id',
    });
    expect(declarationNamed('users').roles).toEqual(['2001']);
    expect(declarationNamed('job-requests').canCreate).toBe(false);
  });

  it('marks an Arabic twin (x-lang) with its language and the field it translates', () => {
    const twin = fieldFromSchema(
      'name_ar',
      { type: 'string', default: '', 'x-lang': 'ar', 'x-translation-of': 'name' },
      writable,
    );
    expect(twin).toEqual({
      source: 'name_ar',
      label: 'Name (Arabic)',
      type: 'text',
      inForm: true,
      defaultValue: '',
      lang: 'ar',
      translationOf: 'name',
    });
    const rich = {
      type: 'string',
      'x-kind': 'richtext',
      'x-lang': 'ar',
      'x-translation-of': 'body',
    };
    expect(fieldFromSchema('body_ar', rich as never, writable)).toMatchObject({
      type: 'richtext',
      lang: 'ar',
    });
  });
});

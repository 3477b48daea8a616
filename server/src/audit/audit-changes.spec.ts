import { fieldChanges } from './audit-changes.js';

describe('fieldChanges', () => {
  const columns = ['id', 'title', 'price', 'published', 'passwordHash', 'cv', 'updated_at'];

  it('keeps only the fields that changed, comparing what values mean', () => {
    const before = { id: 1, title: 'Old', price: '100.00', published: 1, updated_at: new Date(1) };
    const after = { id: 1, title: 'New', price: 100, published: true, updated_at: new Date(2) };
    expect(fieldChanges(columns, before, after)).toEqual({
      title: { before: 'Old', after: 'New' },
    });
  });

  it('records a create with its values and a delete with what was there', () => {
    expect(fieldChanges(columns, undefined, { id: 7, title: 'Made', price: null })).toEqual({
      id: { before: null, after: 7 },
      title: { before: null, after: 'Made' },
    });
    expect(fieldChanges(columns, { id: 7, title: 'Gone' }, undefined)).toEqual({
      id: { before: 7, after: null },
      title: { before: 'Gone', after: null },
    });
  });

  it('never keeps a secret or a stored file key', () => {
    const changes = fieldChanges(
      columns,
      { passwordHash: '$argon2id$old', cv: 'cv/abc.pdf' },
      { passwordHash: '$argon2id$new', cv: 'cv/def.pdf' },
    );
    expect(changes).toEqual({
      password: { before: null, after: '(changed)' },
      cv: { before: '(file)', after: '(file)' },
    });
    expect(JSON.stringify(changes)).not.toContain('argon2');
  });

  it('cuts long texts', () => {
    const long = 'x'.repeat(5000);
    const { title } = fieldChanges(columns, { title: 'a' }, { title: long });
    expect((title.after as string).length).toBe(1001);
  });
});

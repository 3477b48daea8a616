import { describe, expect, it } from '@jest/globals';
import { declarationNamed } from '../test-support/declarations';
import { localizeDeclaration } from './localizeDeclarations';

// English: the dictionary has no entry, so every text falls back to what was declared.
const english = (_key: string, options?: { _?: string }) => options?._ ?? '';

describe('localizeDeclaration', () => {
  it('keeps every select its source, with or without a parent (a session’s course, a course’s subcategory)', () => {
    for (const name of ['course-sessions', 'courses', 'certificates']) {
      const declaration = declarationNamed(name);
      const localized = localizeDeclaration(declaration, english);
      const selects = declaration.fields.filter((field) => field.options);
      expect(selects.length).toBeGreaterThan(0);
      for (const field of selects) {
        const after = localized.fields.find((candidate) => candidate.source === field.source);
        expect(after?.options).toEqual(field.options);
      }
    }
  });
});

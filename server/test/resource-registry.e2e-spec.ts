import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getMetadataArgsStorage } from 'typeorm';
import {
  ENTITIES,
  FEATURE_MODULES,
  FEATURES,
  PUBLIC_READS,
  RESOURCES,
  WORD_INDEX_DECLARATIONS,
} from '../src/resources/index.js';

const src = path.join(import.meta.dirname, '..', 'src');
const sourceFiles = (folder: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(src, folder))
    .filter((file) => pattern.test(file) && !/\.(d|spec)\.ts$/.test(file))
    .sort();

describe('the registry (src/resources/index.ts)', () => {
  it('lists every file of src/resources/: a resource file left out of it fails here', async () => {
    const files = sourceFiles('resources', /\.ts$/).filter((file) => file !== 'index.ts');
    expect(files.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(src, 'resources', file)).href)) as {
        default?: unknown;
      };
      if (!RESOURCES.includes(module.default as (typeof RESOURCES)[number])) missing.push(file);
    }
    expect(missing).toEqual([]);
  });

  it('maps every entity of src/model/ and the resources, each once', async () => {
    for (const file of sourceFiles('model', /\.entity\.ts$/)) {
      await import(pathToFileURL(path.join(src, 'model', file)).href);
    }
    const mapped = getMetadataArgsStorage()
      .tables.filter((table) => table.type === 'regular')
      .map((table) => table.target)
      .filter((target): target is abstract new () => unknown => typeof target === 'function');
    const unlisted = mapped.filter((entity) => !ENTITIES.includes(entity as never));
    expect(unlisted.map((entity) => entity.name)).toEqual([]);
    expect(new Set(ENTITIES).size).toBe(ENTITIES.length);
  });

  it('computes the modules, word indexes and public reads from the entries', () => {
    expect(FEATURE_MODULES).toHaveLength(FEATURES.length);
    expect(WORD_INDEX_DECLARATIONS.indexes).toEqual({
      users: ['name', 'email'],
      courses: ['name'],
      job_requests: ['full_name', 'email', 'country'],
    });
    expect(WORD_INDEX_DECLARATIONS.groups.courses).toContain('keywords');
    expect(PUBLIC_READS).toEqual(
      expect.arrayContaining([
        'categories',
        'sub-categories',
        'courses',
        'jobs',
        'testimonials',
        'faqs',
      ]),
    );
  });
});

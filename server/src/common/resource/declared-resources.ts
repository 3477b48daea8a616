import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Resource } from './resource.js';
import { resourceModule } from './resource.module.js';

/**
 * Every file in src/resources/ is one resource without hooks: its entity (with the field
 * decorators) and, as the default export, its `defineResource(...)`. Adding the file is the
 * whole registration: the entity joins the data source and the routes join the app here.
 * Read from the folder this module was loaded from, so it works in dist/ and under ts-jest.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'resources');

const files = fs.existsSync(folder)
  ? fs
      .readdirSync(folder)
      .filter((file) => /\.(ts|js)$/.test(file) && !/\.(d|spec)\.ts$/.test(file))
      .sort()
  : [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource has its own row type
type AnyResource = Resource<any>;

async function loadResources(): Promise<AnyResource[]> {
  const loaded: AnyResource[] = [];
  // One after another: jest's ESM loader fails on parallel imports sharing a dependency.
  for (const file of files) {
    const href = pathToFileURL(path.join(folder, file)).href;
    const module = (await import(href)) as { default?: AnyResource };
    if (!module.default?.entity) {
      throw new Error(`src/resources/${file} must export default defineResource({...})`);
    }
    loaded.push(module.default);
  }
  return loaded;
}

export const DECLARED_RESOURCES = await loadResources();

export const RESOURCE_ENTITIES = DECLARED_RESOURCES.map((resource) => resource.entity);

export const RESOURCE_MODULES = DECLARED_RESOURCES.map((resource) => resourceModule(resource));

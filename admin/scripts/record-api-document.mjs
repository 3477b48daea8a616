// Records the parts of the server's OpenAPI document the dashboard reads (x-resources, their
// create bodies and record schemas) as the admin tests' fixture.
// Usage: node admin/scripts/record-api-document.mjs [http://localhost:3000/api/docs.json | file]
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const from = process.argv[2] ?? 'http://localhost:3000/api/docs.json';
const target = new URL('../src/test-support/api-document.json', import.meta.url);
const doc = JSON.parse(
  from.startsWith('http') ? await (await fetch(from)).text() : await readFile(from, 'utf8'),
);

// Testimonials stay out: the admin tests add them (test-support/testimonialsDocument.ts) as the
// example of a resource no admin file knows.
const resources = (doc['x-resources'] ?? []).filter((resource) => resource.path !== 'testimonials');
const paths = {};
const needed = new Set(resources.map((resource) => resource.record).filter(Boolean));
for (const resource of resources) {
  const path = `/api/${resource.path}`;
  const body = doc.paths[path]?.post?.requestBody;
  if (!body) continue;
  paths[path] = { post: { requestBody: body } };
  for (const media of Object.values(body.content)) {
    const ref = media.schema?.$ref;
    if (ref) needed.add(ref.split('/').pop());
  }
}
const schemas = Object.fromEntries(
  Object.entries(doc.components.schemas).filter(([name]) => needed.has(name)),
);
const fixture = { openapi: doc.openapi, paths, components: { schemas }, 'x-resources': resources };
// Written as the format check wants it (the repository's prettier settings for this file).
const file = fileURLToPath(target);
const options = (await prettier.resolveConfig(file)) ?? {};
await writeFile(
  target,
  await prettier.format(JSON.stringify(fixture, null, 2), { ...options, filepath: file }),
);
console.log(`Recorded ${resources.length} resources in ${target.pathname}`);

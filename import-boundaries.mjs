// Which way imports may point, in every workspace. Lint fails on an import cycle and on an
// import that crosses a boundary the wrong way; scripts/import-rules.test.mjs proves both.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Ground every feature may stand on: configuration, the database, shared code and the model. */
const GROUND = ['config', 'database', 'common', 'model', 'storage', 'mail'];
/** Feature folders: what the registry (resources/) and app.module compose. */
const FEATURES = [
  'audit',
  'auth',
  'users',
  'categories',
  'sub-categories',
  'courses',
  'jobs',
  'job-requests',
  'contact',
  'payments',
  'booking',
  'sessions',
  'certificates',
  'wishlist',
  'overview',
  'seo',
  'health',
];

/**
 * The allowed-dependencies table of server/src (issue 25 item 4): one entry per top-level entry
 * (folder, or file without `.ts`), naming every other entry it may import. Lint refuses any other
 * import between entries, the table must be acyclic (checked at load), so no two entries can
 * import each other; an entry missing from the table is a configuration error. Read from the
 * bottom: config; the database; shared code; entities and enums (model/); features, which build
 * on each other only one way and otherwise hear of each other by events or registration hooks
 * (booking announces "order paid", sessions and certificates subscribe); composition on top.
 */
export const SERVER_DEPENDENCIES = {
  config: [],
  database: ['config'],
  common: ['config', 'database'],
  model: ['config', 'common'],
  storage: ['config', 'common'],
  mail: ['config', 'database', 'common', 'model'],
  web: ['config', 'database', 'common', 'storage'],
  // The API document's building blocks; features describe their special answers with them.
  openapi: ['config', 'common', 'model', 'storage'],

  audit: GROUND,
  // Sign-in, sessions and the account rows they stand on.
  auth: GROUND,
  // User management and profiles build on auth (sessions to end, links to mail).
  users: [...GROUND, 'auth'],
  categories: GROUND,
  'sub-categories': GROUND,
  courses: GROUND,
  jobs: GROUND,
  'job-requests': [...GROUND, 'openapi', 'users'],
  contact: [...GROUND, 'users'],
  // Paymob; it knows nothing of what an order buys (ADR 0017).
  payments: GROUND,
  // Checkout, seat holds, purchases, receipts; announces its events, imports none of its listeners.
  booking: [...GROUND, 'payments', 'courses', 'users'],
  // Dated sessions listen to booking; they never import payments (ADR 0017).
  sessions: [...GROUND, 'booking', 'courses', 'users'],
  certificates: [...GROUND, 'booking', 'courses', 'users'],
  wishlist: [...GROUND, 'courses'],
  overview: GROUND,
  seo: [...GROUND, 'web', 'courses', 'jobs'],
  health: GROUND,

  // Composition. The registry of every resource and feature (resources/index.ts) and the
  // one-file resources beside it.
  resources: [...GROUND, ...FEATURES],
  seed: [...GROUND, 'auth', 'resources'],
  'app.module': [...GROUND, ...FEATURES, 'web', 'openapi', 'resources', 'seed'],
  'app.factory': [...GROUND, 'web', 'openapi', 'seo', 'app.module'],
  ops: [...GROUND, 'booking', 'payments', 'app.module'],
  main: ['config', 'database', 'seed', 'app.factory'],
  // The TypeORM CLI's entry: the entities come from the registry.
  'data-source': ['config', 'database', 'resources'],
};

const TABLE = 'the allowed-dependencies table, SERVER_DEPENDENCIES in import-boundaries.mjs';

/** Throws naming the first cycle of the table, if any: a -> b -> ... -> a. */
export function assertAcyclic(table) {
  const state = new Map(); // entry -> 'open' while on the path, 'done' once all below are seen
  const visit = (entry, trail) => {
    if (state.get(entry) === 'done') return;
    if (state.get(entry) === 'open') {
      const cycle = [...trail.slice(trail.indexOf(entry)), entry].join(' -> ');
      throw new Error(`server/src: ${TABLE} has a cycle: ${cycle}. Folders must point one way.`);
    }
    state.set(entry, 'open');
    for (const next of table[entry] ?? []) visit(next, [...trail, entry]);
    state.set(entry, 'done');
  };
  for (const entry of Object.keys(table)) visit(entry, []);
}

/**
 * The top-level entries of server/src that hold code: folders with a .ts file somewhere below,
 * and .ts files (named without `.ts`). An empty folder left behind by a move is no entry.
 */
export function serverEntries(src) {
  const holdsCode = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .some((entry) =>
        entry.isDirectory() ? holdsCode(path.join(dir, entry.name)) : entry.name.endsWith('.ts'),
      );
  return fs
    .readdirSync(src, { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory() ? holdsCode(path.join(src, entry.name)) : /\.ts$/.test(entry.name),
    )
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.ts$/, '')))
    .filter((name) => !/\.(spec|test)$/.test(name));
}

/** Checks the table against itself and against server/src; throws with what to fix. */
export function checkServerTable(table, entries) {
  for (const [entry, allowed] of Object.entries(table)) {
    const unknown = allowed.filter((name) => !(name in table));
    if (unknown.length) {
      throw new Error(
        `server/src: ${TABLE} lets "${entry}" import ${unknown.join(', ')}, which the table does not list.`,
      );
    }
    if (allowed.includes(entry))
      throw new Error(`server/src: ${TABLE} lists "${entry}" under itself.`);
  }
  assertAcyclic(table);
  const missing = entries.filter((entry) => !(entry in table));
  if (missing.length) {
    throw new Error(
      `server/src/${missing.join(', server/src/')} is not in ${TABLE}: add it with the entries it may import (and nothing that imports it).`,
    );
  }
}

/**
 * server/src: for each entry, one zone refusing every entry the table does not let it import.
 * `table` and `entries` are parameters so that the proof can hand in its own.
 */
export function serverZones(root, table = SERVER_DEPENDENCIES, entries) {
  const src = path.join(root, 'server/src');
  const present = entries ?? serverEntries(src);
  checkServerTable(table, present);
  const where = (name) => `./server/src/${name}${fs.existsSync(path.join(src, name)) ? '' : '.ts'}`;
  return present.flatMap((target) => {
    const allowed = table[target];
    const refused = present.filter((name) => name !== target && !allowed.includes(name));
    if (!refused.length) return [];
    return [
      {
        target: where(target),
        from: refused.map(where),
        message: `server/src/${target} may import only ${allowed.join(', ') || 'nothing else in server/src'} (${TABLE}). Move the shared part down, or invert the dependency (an event, a registration hook).`,
      },
    ];
  });
}

/** public-site/src (STYLE.md): app → features → shared, never from one feature into another. */
function publicSiteZones(root) {
  const src = './public-site/src';
  const features = folders(path.join(root, 'public-site/src/features'));
  const shared = ['components', 'lib', 'content', 'styles'];
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature must not import another feature: move what both need to components/ or lib/, or compose them in app/.`,
    })),
    ...shared.map((target) => ({
      target: `${src}/${target}`,
      from: [`${src}/features`, `${src}/app`],
      message: `Shared code (${target}/) must not import features or app.`,
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'Features must not import app/: the app composes the features.',
    },
  ];
}

/**
 * admin/src: the resource factory builds screens from any declaration and knows none of them
 * (only their types); declarations and the auth rules are data and know no screen.
 */
function adminZones() {
  const src = './admin/src';
  return [
    {
      target: `${src}/resource-factory`,
      from: `${src}/resources`,
      except: ['./types.ts'],
      message: 'The resource factory must not know a particular resource: use resources/types.',
    },
    {
      target: `${src}/resources`,
      from: [`${src}/resource-factory`, `${src}/layout`],
      message: 'Resource declarations are data: they must not import screens or the layout.',
    },
    {
      target: `${src}/auth`,
      from: [
        `${src}/resource-factory`,
        `${src}/layout`,
        `${src}/resources/DeclarationsContext.tsx`,
      ],
      message: 'Access rules must not import screens or the layout.',
    },
  ];
}

/** Flat-config entries: import-x with the TypeScript resolver, no-cycle and the zones. */
export function importBoundaries(root) {
  return [
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      plugins: { 'import-x': importX },
      settings: {
        // Without these, import-x reads no .ts file it imports and sees no cycle at all.
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            // Absolute: a workspace's own `npm run lint` runs from its folder.
            project: ['server', 'admin', 'public-site'].map((workspace) =>
              path.join(root, workspace, 'tsconfig.json'),
            ),
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      // A test may put together what the app composes (a route with its feature, a declaration
      // with the factory that renders it).
      ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.e2e-spec.ts', '**/test/**', 'e2e/**'],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [...serverZones(root), ...publicSiteZones(root), ...adminZones()],
          },
        ],
      },
    },
  ];
}

// Which way imports may point, in every workspace. Lint fails on an import cycle and on an
// import that crosses a boundary the wrong way; scripts/lint-boundaries-proof.mjs proves both.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * server/src: the ground floor (shared building blocks and infrastructure) knows no feature
 * module; the catalogue knows nothing of what is built on it (bookings, payments,
 * certificates, applications, page heads), which asks it instead.
 */
function serverZones(root) {
  const src = path.join(root, 'server/src');
  const ground = ['common', 'config', 'database', 'storage', 'mail', 'web'];
  // Entities and enums (model/) sit below every feature; shared ground may use them too.
  const features = folders(src).filter((name) => !ground.includes(name) && name !== 'model');
  const catalogue = ['categories', 'sub-categories', 'courses'];
  // Users and sign-in sit below the catalogue (staff roles guard its routes).
  const builtOnCatalogue = features.filter(
    (name) => !catalogue.includes(name) && !['auth', 'users'].includes(name),
  );
  // Issue 22 (ADR 0017): Paymob (payments/) and dated sessions (sessions/) never import each
  // other; the booking context (booking/) sits on both and announces its events to sessions.
  const apart = [
    ['payments', 'sessions'],
    ['sessions', 'payments'],
  ];
  return [
    ...apart.map(([target, from]) => ({
      target: `./server/src/${target}`,
      from: `./server/src/${from}`,
      message: `server/src/${target} must not import server/src/${from}: both belong to the booking context (server/src/booking), which composes them; listen to its BookingEvents instead.`,
    })),
    ...ground.map((target) => ({
      target: `./server/src/${target}`,
      from: features.map((name) => `./server/src/${name}`),
      message: `server/src/${target} is shared ground: it must not import a feature module (invert the dependency: let the feature call it or register with it).`,
    })),
    ...catalogue.map((target) => ({
      target: `./server/src/${target}`,
      from: builtOnCatalogue.map((name) => `./server/src/${name}`),
      message: `The catalogue (server/src/${target}) must not import the modules built on it; they ask it.`,
    })),
  ];
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
      ignores: [
        '**/*.test.{ts,tsx}',
        '**/*.spec.ts',
        '**/*.e2e-spec.ts',
        '**/test/**',
        'e2e/**',
        // The list of every entity TypeORM maps: the schema's one composition point.
        'server/src/database/entities.ts',
      ],
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

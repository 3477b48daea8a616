/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  setupFiles: ['<rootDir>/jest.setup.js'],
  // As vite.config.ts dedupes them: ra-input-rich-text nests an older TipTap core next to
  // extensions that need the newer one, and TipTap breaks with two copies.
  moduleNameMapper: {
    '^@tiptap/core$': '<rootDir>/../node_modules/@tiptap/core/dist/index.js',
    '^@tiptap/pm/(.*)$': '<rootDir>/../node_modules/@tiptap/pm/dist/$1/index.js',
  },
  maxWorkers: 2,
};

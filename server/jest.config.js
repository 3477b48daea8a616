/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  testTimeout: 30000,
  // A cache per checkout: two runs sharing /tmp/jest_0 (two checkouts, two databases at once) can
  // leave a half-written transform there that fails later runs with "exports is not defined".
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  // One shared MySQL database: run its files one after another.
  maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 2,
};

/**
 * Browser journeys: Chromium (playwright-core) against the whole system as `npm start` runs it.
 * globalSetup starts `node tools/start.mjs` on a free port with throw-away databases and NATS subjects
 * (or uses E2E_BASE_URL when set), globalTeardown stops it.
 */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/journeys/**/*.spec.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 120_000,
};

/** Unit tests of mfe-admin (jsdom, SWC). */
const root = `${__dirname}/..`;

module.exports = {
  displayName: 'mfe-admin',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  setupFiles: [`${root}/libs/ui/test/jsdom-setup.ts`],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '^@pawpals/(.*)$': `${root}/libs/$1/src/index.ts`,
    '\\.css$': `${root}/libs/ui/test/style-stub.js`,
  },
};

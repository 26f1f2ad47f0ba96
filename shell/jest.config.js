/** Unit tests of shell (jsdom, SWC). */
const root = `${__dirname}/..`;

module.exports = {
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: [`${root}/libs/ui/test/jsdom-setup.ts`],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '^@pawpals/(.*)$': `${root}/libs/$1/src/index.ts`,
    '\\.css$': `${root}/libs/ui/test/style-stub.js`,
  },
};

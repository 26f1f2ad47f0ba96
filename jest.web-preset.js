// Shared Jest settings for browser code (libs/ui, api-client, session, shell, remotes): jsdom, TSX
// through SWC with React's automatic runtime, @pawpals/* from library sources, CSS stubbed.
const { join } = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  setupFiles: [join(__dirname, 'libs/ui/test/jsdom-setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  // thumbhash and FormatJS (react-intl) ship only ES modules: SWC turns them into CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(thumbhash|react-intl|@formatjs|intl-messageformat)/)'],
  moduleNameMapper: {
    '^@pawpals/(.*)$': join(__dirname, 'libs/$1/src/index.ts'),
    '\\.css$': join(__dirname, 'libs/ui/test/style-stub.js'),
  },
};

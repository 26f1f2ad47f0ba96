module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'svc-admin',
  rootDir: __dirname,
  testTimeout: 60_000,
};

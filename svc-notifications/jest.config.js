module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'svc-notifications',
  rootDir: __dirname,
  testTimeout: 60_000,
};

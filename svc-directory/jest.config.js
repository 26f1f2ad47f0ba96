module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'svc-directory',
  rootDir: __dirname,
  testTimeout: 60_000,
};

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'svc-pets',
  rootDir: __dirname,
  testTimeout: 60_000,
};

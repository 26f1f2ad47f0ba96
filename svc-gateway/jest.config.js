module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'svc-gateway',
  rootDir: __dirname,
  testTimeout: 60_000,
};

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'geo',
  rootDir: __dirname,
  testTimeout: 60_000,
};

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'nest-common',
  rootDir: __dirname,
  testTimeout: 60_000,
};

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'mail',
  rootDir: __dirname,
  testTimeout: 60_000,
};

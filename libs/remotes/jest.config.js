module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'remotes',
  rootDir: __dirname,
};

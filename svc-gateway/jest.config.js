module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'svc-gateway',
  rootDir: __dirname,
  testTimeout: 60_000,
  // @fastify/static requires content-disposition 3, an ES module Jest cannot require (Node itself can).
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
};

// Every unit and integration test project (the browser journeys run separately, see tools/test.mjs).
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const dirs = [...readdirSync(join(__dirname, 'libs')).map((d) => `libs/${d}`), ...readdirSync(__dirname)];
module.exports = {
  // A global option: Jest ignores it inside project configs. Integration tests wait on real services.
  testTimeout: 60_000,
  projects: dirs.filter((d) => d !== 'e2e' && existsSync(join(__dirname, d, 'jest.config.js'))).map((d) => `<rootDir>/${d}`),
};

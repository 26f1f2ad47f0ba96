/** Unit tests of ui (jsdom, SWC). */
module.exports = { ...require('../../jest.web-preset.js'), displayName: 'ui', rootDir: __dirname };

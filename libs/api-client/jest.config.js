/** Unit tests of api-client (jsdom, SWC). */
module.exports = { ...require('../../jest.web-preset.js'), displayName: 'api-client', rootDir: __dirname };

/** Unit tests of mfe-admin (jsdom, SWC). */
module.exports = { ...require('../jest.web-preset.js'), displayName: 'mfe-admin', rootDir: __dirname };

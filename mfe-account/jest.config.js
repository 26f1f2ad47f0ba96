/** Unit tests of mfe-account (jsdom, SWC). */
module.exports = { ...require('../jest.web-preset.js'), displayName: 'mfe-account', rootDir: __dirname };

/** Unit tests of mfe-directory (jsdom, SWC). */
module.exports = { ...require('../jest.web-preset.js'), displayName: 'mfe-directory', rootDir: __dirname };

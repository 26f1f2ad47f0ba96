/** Unit tests of mfe-lostfound (jsdom, SWC). */
module.exports = { ...require('../jest.web-preset.js'), displayName: 'mfe-lostfound', rootDir: __dirname };

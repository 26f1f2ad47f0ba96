/** Unit tests of session (jsdom, SWC). */
module.exports = { ...require('../../jest.web-preset.js'), displayName: 'session', rootDir: __dirname };

/** Unit tests of shell (jsdom, SWC). */
module.exports = { ...require('../jest.web-preset.js'), displayName: 'shell', rootDir: __dirname };

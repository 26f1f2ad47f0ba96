/** Unit tests of libs/uploads (jsdom, SWC). */
module.exports = { ...require('../../jest.web-preset.js'), displayName: 'uploads', rootDir: __dirname };

const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/dev-shell', rootDir: __dirname };

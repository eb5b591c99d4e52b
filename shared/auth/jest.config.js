const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/auth', rootDir: __dirname };

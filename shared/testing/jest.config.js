const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/testing', rootDir: __dirname };

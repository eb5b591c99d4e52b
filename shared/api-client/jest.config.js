const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/api-client', rootDir: __dirname };

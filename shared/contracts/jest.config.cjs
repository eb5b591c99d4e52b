const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/contracts', rootDir: __dirname };

const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/ui', rootDir: __dirname };

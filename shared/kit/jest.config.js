const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/kit', rootDir: __dirname };

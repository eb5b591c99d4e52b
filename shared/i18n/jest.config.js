const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/i18n', rootDir: __dirname };

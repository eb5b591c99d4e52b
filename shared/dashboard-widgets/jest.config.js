const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/dashboard-widgets', rootDir: __dirname };

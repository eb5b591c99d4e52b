const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/remote-reports-settings', rootDir: __dirname };

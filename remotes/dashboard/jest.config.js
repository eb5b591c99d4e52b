const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/remote-dashboard', rootDir: __dirname };

const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/remote-transactions', rootDir: __dirname };

const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/remote-support', rootDir: __dirname };

const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/mf-config', rootDir: __dirname, testEnvironment: 'node' };

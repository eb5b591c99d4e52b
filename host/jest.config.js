const preset = require('../jest.preset.cjs');

module.exports = { ...preset, displayName: '@portal/host', rootDir: __dirname };

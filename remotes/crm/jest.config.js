const preset = require('../../jest/preset.cjs');

module.exports = { ...preset, displayName: '@portal/remote-crm', rootDir: __dirname };

const preset = require('../jest/preset.cjs');

module.exports = {
  ...preset,
  displayName: '@portal/host',
  rootDir: __dirname,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors; use its CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The shell's frame draws icons from their definitions (ADR 0062): the CommonJS twin of the ES build.
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
  },
};

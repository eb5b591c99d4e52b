// `@ant-design/icons` in tests: its barrel with icons loaded on first use (lazy-barrel.cjs).
const path = require('node:path');
const { lazyBarrel } = require('./lazy-barrel.cjs');

const icons = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [path.join(__dirname, '..', 'shared/ui')] }));
module.exports = lazyBarrel(path.join(icons, 'lib/index.js'));

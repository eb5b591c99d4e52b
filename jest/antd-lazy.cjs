// `antd` in tests: its barrel with members loaded on first use (lazy-barrel.cjs).
const path = require('node:path');
const { lazyBarrel } = require('./lazy-barrel.cjs');

const antd = path.dirname(require.resolve('antd/package.json', { paths: [path.join(__dirname, '..', 'shared/ui')] }));
module.exports = lazyBarrel(path.join(antd, 'lib/index.js'));

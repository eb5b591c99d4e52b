// Remote "transactions": one exposed module (./module), built by the one factory in @portal/mf-config.
const { createAppWebpackConfig, DEV_PORTS } = require('@portal/mf-config');

module.exports = (_env, argv) =>
  createAppWebpackConfig(
    {
      name: 'transactions',
      kind: 'remote',
      dir: __dirname,
      port: DEV_PORTS['transactions'],
      exposes: { './module': './src/module.tsx' },
      devEntry: './src/dev.tsx',
      title: 'Portal: transactions',
    },
    argv,
  );

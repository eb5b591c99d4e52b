// Remote "support": one exposed module (./module), built by the one factory in @portal/mf-config.
const { createAppWebpackConfig, DEV_PORTS } = require('@portal/mf-config');

module.exports = (_env, argv) =>
  createAppWebpackConfig(
    {
      name: 'support',
      kind: 'remote',
      dir: __dirname,
      port: DEV_PORTS['support'],
      exposes: { './module': './src/module.tsx' },
      devEntry: './src/dev.tsx',
      title: 'Portal: support',
    },
    argv,
  );

// Remote "crm": one exposed module (./module), built by the one factory in @portal/mf-config.
const { createAppWebpackConfig, DEV_PORTS } = require('@portal/mf-config');

module.exports = (_env, argv) =>
  createAppWebpackConfig(
    {
      name: 'crm',
      kind: 'remote',
      dir: __dirname,
      port: DEV_PORTS['crm'],
      exposes: { './module': './src/module.tsx' },
      devEntry: './src/dev.tsx',
      title: 'Portal: crm',
    },
    argv,
  );

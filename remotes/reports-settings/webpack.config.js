// Remote "reports-settings": one exposed module (./module), built by the one factory in @portal/mf-config.
const { createAppWebpackConfig, DEV_PORTS } = require('@portal/mf-config');

module.exports = (_env, argv) =>
  createAppWebpackConfig(
    {
      name: 'reports-settings',
      kind: 'remote',
      dir: __dirname,
      port: DEV_PORTS['reports-settings'],
      exposes: { './module': './src/module.tsx' },
      devEntry: './src/dev.tsx',
      title: 'Portal: reports-settings',
    },
    argv,
  );

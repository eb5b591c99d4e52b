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
      // The Data Analytics pop-up's report tool (issue 12, ADR 0056): its own small page, not the shell.
      pages: [{ name: 'data-analytics', entry: './src/features/data-analytics/tool/data-analytics-tool.ts', filename: 'data-analytics.html', title: 'Data Analytics' }],
      title: 'Portal: reports-settings',
    },
    argv,
  );

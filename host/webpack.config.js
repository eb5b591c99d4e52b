// The shell: webpack config from the one factory in @portal/mf-config (same sharing rules as every remote).
const { createAppWebpackConfig, DEV_PORTS } = require('@portal/mf-config');

module.exports = (_env, argv) =>
  createAppWebpackConfig(
    {
      name: 'host',
      kind: 'host',
      dir: __dirname,
      port: DEV_PORTS.host,
      entry: './src/index.ts',
      title: 'Portal',
      // oidc-client-ts finishes silent renewal in this page, loaded in a hidden iframe: its few lines on their own.
      pages: [{ name: 'silent-renew', entry: './src/silent-renew.ts', filename: 'silent-renew.html', title: 'Silent renew', standalone: true }],
    },
    argv,
  );

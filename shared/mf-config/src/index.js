// @ts-check
'use strict';
/** @portal/mf-config: the shared-dependency policy and the webpack config factory (Node side). */
const { sharedDependencies, installedVersion, SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES } = require('./shared-dependencies');
const { createAppWebpackConfig, federationName } = require('./create-app-webpack-config');
const { DEV_PORTS, BACKEND_PATHS, backendUrl, devRemotesManifest } = require('./dev-servers');

module.exports = {
  sharedDependencies,
  installedVersion,
  SHARED_PACKAGES,
  SHARED_WORKSPACE_PACKAGES,
  createAppWebpackConfig,
  federationName,
  DEV_PORTS,
  BACKEND_PATHS,
  backendUrl,
  devRemotesManifest,
};

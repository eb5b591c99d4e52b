/** Body of GET /_configuration/{clientId}: what the portal signs in with (oidc-client-ts settings). */
export interface ClientConfiguration {
  authority: string;
  client_id: string;
  redirect_uri: string;
  post_logout_redirect_uri: string;
  silent_redirect_uri: string;
  response_type: 'code';
  scope: string;
  resource: string;
}

/** /config.json: the deploy-time settings of one portal installation. */
export interface PortalConfig {
  clientId: string;
  /** Origin of the identity server, where /_configuration/{clientId} is served. */
  identityOrigin: string;
  services: import('./api-paths').ServiceBases;
  /** Production builds silence console logging. */
  silenceConsole?: boolean;
}

/** /remotes.json: remote name -> URL of its mf-manifest.json. */
export type RemotesManifest = Record<string, string>;

import { UserManager } from 'oidc-client-ts';

// Loaded in the hidden iframe of a silent renewal: hands the authorization response back to the opener.
void new UserManager({ authority: '', client_id: '', redirect_uri: '' }).signinSilentCallback().catch((error: unknown) => {
  console.error('Silent renewal failed', error);
});

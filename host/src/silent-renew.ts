// Loaded in the hidden iframe of a silent renewal: hands the authorization response back to the page that
// opened the iframe, exactly as oidc-client-ts's own signinSilentCallback does (IFrameWindow.notifyParent:
// a postMessage to window.parent with source 'oidc-client', same origin). Written by hand so that this page
// loads a few hundred bytes instead of oidc-client-ts (issue 14).
const OIDC_MESSAGE_SOURCE = 'oidc-client';

if (window.parent && window.parent !== window) {
  window.parent.postMessage({ source: OIDC_MESSAGE_SOURCE, url: window.location.href, keepOpen: false }, window.location.origin);
} else {
  console.error('Silent renewal failed', new Error('the silent-renew page was opened outside its iframe'));
}

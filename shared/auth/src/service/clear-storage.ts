/** Removes every `oidc.*` key (oidc-client-ts's user and sign-in state) from a storage. */
export function removeOidcKeys(storage: Storage | undefined): void {
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith('oidc.')) storage.removeItem(key);
}

function safe(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

/** The local end of a session: oidc keys in local storage and everything in session storage. */
export function clearBrowserSession(): void {
  removeOidcKeys(safe(() => window.localStorage));
  safe(() => window.sessionStorage)?.clear();
}

import { DEFAULT_SERVICE_BASES, type ProfileUserType, type ServiceBases, type SystemMode } from '@portal/contracts';
import type { ApiError } from '../errors/api-error';
import { getSystemMode } from '../mode/system-mode';

export interface ApiClientConfig {
  services: ServiceBases;
  getAccessToken(): string | null;
  getUserType(): ProfileUserType | null;
  getMode(): SystemMode;
  /** The global error handler (the shell's snackbar); not called for `silent` requests. */
  onError?(error: ApiError): void;
}

const defaults: ApiClientConfig = {
  services: DEFAULT_SERVICE_BASES,
  getAccessToken: () => null,
  getUserType: () => null,
  getMode: getSystemMode,
};

// Module-level on purpose: the package is a federation singleton, so the host configures it once
// and every remote's calls go through the same settings.
let current: ApiClientConfig = defaults;

export function configureApiClient(cfg: ApiClientConfig): void {
  current = cfg;
}

export function getApiClientConfig(): ApiClientConfig {
  return current;
}

/** Back to the unconfigured defaults (tests, sign-out). */
export function resetApiClient(): void {
  current = defaults;
}

import { resolveApiUrl } from '@portal/api-client';
import type { ProfileUserType, ServiceBases } from '@portal/contracts';

const USER_TYPES: Array<ProfileUserType | null> = [null, 'merchant', 'crm', 'platform'];

/** Every URL resolveApiUrl can produce for `path` (the crm prefix depends on the caller's type). */
export function everyUrlFor(path: string, services: ServiceBases): string[] {
  return [...new Set(USER_TYPES.map((type) => resolveApiUrl(path, type, services)))];
}

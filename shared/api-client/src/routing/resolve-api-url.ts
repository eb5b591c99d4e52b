import { UNVERSIONED_PREFIXES, type ProfileUserType, type ServiceBases } from '@portal/contracts';

const ABSOLUTE_URL = /^https?:\/\//i;
const UNVERSIONED = new Set<string>(UNVERSIONED_PREFIXES);

function trimBase(base: string): string {
  return base.replace(/\/+$/, '');
}

/**
 * Routes a relative API path to its service (spec part 1 section 7). The order matters:
 * "reporting..." wins over the unversioned list, which wins over "api/" and "tenants".
 */
export function resolveApiUrl(path: string, userType: ProfileUserType | null, services: ServiceBases): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const rel = path.replace(/^\/+/, '');
  const firstSegment = rel.split(/[/?#]/, 1)[0];

  if (rel.startsWith('reporting')) return `${trimBase(services.reporting)}/${rel}`;
  if (UNVERSIONED.has(firstSegment)) return `${trimBase(services.unversioned)}/${rel}`;

  const merchant = trimBase(services.merchant);
  if (rel.startsWith('api/')) return `${merchant}/${rel}`;
  if (rel.startsWith('tenants')) return `${merchant}/api/v1/${rel}`;
  const crm = userType === 'crm' || userType === 'platform' ? 'crm/' : '';
  return `${merchant}/api/v1/${crm}${rel}`;
}

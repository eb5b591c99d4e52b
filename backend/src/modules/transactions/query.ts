import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import type { SystemMode } from '@portal/contracts';

/** Part 1's parameters, as the spec spells them or in camel case; their lengths and forms are declared. */
interface PartOneQuery {
  searchKey?: string;
  SearchKey?: string;
  tenantId?: string;
  TenantId?: string;
}

/** Trimmed search key ('' = no filter). */
export const readSearchKey = (query: PartOneQuery): string => (query.searchKey ?? query.SearchKey ?? '').trim();

export const readTenantId = (query: PartOneQuery): string | undefined => query.tenantId ?? query.TenantId;

/** The system mode the portal sends on every call (spec part 1 section 7); Test when absent, as the portal defaults. */
export function readMode(request: FastifyRequest): SystemMode {
  const raw = request.headers.mode;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return 'Test';
  if (value === 'Test' || value === 'Live') return value;
  throw badRequest('The Mode header must be Test or Live');
}

import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { first, type RawQuery } from '../../lib/list-params';
import { TRANSACTION_PAGING, type SystemMode } from '../../lib/contracts';

/** Trimmed search key ('' = no filter), at most 255 characters. */
export function readSearchKey(query: RawQuery): string {
  const key = first(query, 'searchKey', 'SearchKey') ?? '';
  if (key.length > TRANSACTION_PAGING.maxSearchKeyLength) {
    throw badRequest(`searchKey must be at most ${TRANSACTION_PAGING.maxSearchKeyLength} characters`);
  }
  return key;
}

export const readTenantId = (query: RawQuery): string | undefined => first(query, 'tenantId', 'TenantId');

/** The system mode the portal sends on every call (spec part 1 section 7); Test when absent, as the portal defaults. */
export function readMode(request: FastifyRequest): SystemMode {
  const raw = request.headers.mode;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return 'Test';
  if (value === 'Test' || value === 'Live') return value;
  throw badRequest('The Mode header must be Test or Live');
}

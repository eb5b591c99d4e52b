import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { TRANSACTION_PAGING, type SystemMode } from '../../lib/contracts';

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

type RawQuery = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, under any of its spellings (the spec writes PageSize and pageSize). */
function param(query: RawQuery, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = query[name];
    if (value !== undefined) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be a whole number`);
  const n = Number(raw);
  if (n < min) throw badRequest(`${name} must be ${min} or more`);
  return n;
}

/** pageIndex 0-based (default 0); pageSize 1..100 (larger asks are refused, not cut down, so callers notice). */
export function readPaging(query: RawQuery, defaultPageSize: number): PageRequest {
  const pageIndex = wholeNumber('pageIndex', param(query, 'pageIndex', 'PageIndex'), 0, 0);
  const pageSize = wholeNumber('pageSize', param(query, 'pageSize', 'PageSize'), defaultPageSize, 1);
  if (pageSize > TRANSACTION_PAGING.maxPageSize) throw badRequest(`pageSize must be at most ${TRANSACTION_PAGING.maxPageSize}`);
  return { pageIndex, pageSize };
}

/** Trimmed search key ('' = no filter), at most 255 characters. */
export function readSearchKey(query: RawQuery): string {
  const key = (param(query, 'searchKey', 'SearchKey') ?? '').trim();
  if (key.length > TRANSACTION_PAGING.maxSearchKeyLength) {
    throw badRequest(`searchKey must be at most ${TRANSACTION_PAGING.maxSearchKeyLength} characters`);
  }
  return key;
}

export function readTenantId(query: RawQuery): string | undefined {
  return param(query, 'tenantId', 'TenantId') || undefined;
}

/** The system mode the portal sends on every call (spec part 1 section 7); Test when absent, as the portal defaults. */
export function readMode(request: FastifyRequest): SystemMode {
  const raw = request.headers.mode;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return 'Test';
  if (value === 'Test' || value === 'Live') return value;
  throw badRequest('The Mode header must be Test or Live');
}

/** Documents the query in the OpenAPI output; the handler validates it itself so errors answer `{error}`. */
export const searchQuerySchema = {
  type: 'object',
  properties: {
    searchKey: { type: 'string', description: 'Part of the external id (case-insensitive); empty = every row' },
    pageIndex: { type: 'string', description: '0-based page, default 0 (PageIndex accepted too)' },
    pageSize: { type: 'string', description: `1..${TRANSACTION_PAGING.maxPageSize} (PageSize accepted too)` },
    tenantId: { type: 'string', description: 'Platform users only, required for them' },
  },
} as const;

import type { FastifyRequest } from 'fastify';
import type { SystemMode } from '@portal/contracts';
import { badRequest } from './errors';

/**
 * The system mode the portal sends on every call (spec part 1 section 7); Test when absent, as the portal defaults.
 * Read once by apiRoute for a `modeScoped` endpoint, which hands the handler `mode`.
 */
export function readMode(request: FastifyRequest): SystemMode {
  const raw = request.headers.mode;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return 'Test';
  if (value === 'Test' || value === 'Live') return value;
  throw badRequest('The Mode header must be Test or Live');
}

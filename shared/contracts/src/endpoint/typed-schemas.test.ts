/**
 * @jest-environment node
 */
import * as contracts from '../index';

/** How many levels of groups typed-schemas.test-d.ts walks to find endpoint declarations and typed schemas. */
const PROOF_DEPTH = 4;

const isEndpoint = (value: object) => 'method' in value && 'path' in value && 'responses' in value;
const isSchemaOrList = (value: object) => Array.isArray(value) || 'type' in value || 'properties' in value || 'items' in value;

/** The paths of endpoint declarations below the depth the type-level proof walks (it would not prove their schemas). */
function endpointsOutOfReach(value: unknown, path: string, depth: number, found: string[]): string[] {
  if (value === null || typeof value !== 'object') return found;
  if (isEndpoint(value)) {
    if (depth > PROOF_DEPTH) found.push(path);
    return found;
  }
  if (isSchemaOrList(value) || depth >= PROOF_DEPTH + 4) return found;
  for (const [key, child] of Object.entries(value)) endpointsOutOfReach(child, `${path}.${key}`, depth + 1, found);
  return found;
}

describe('typed schema proof (typed-schemas.test-d.ts)', () => {
  it('reaches every endpoint declaration the contracts export', () => {
    expect(endpointsOutOfReach(contracts, 'contracts', 0, [])).toEqual([]);
  });

  it('finds the endpoint groups it walks (the walk above is not vacuous)', () => {
    const walk = (value: unknown, depth: number): number => {
      if (value === null || typeof value !== 'object') return 0;
      if (isEndpoint(value)) return 1;
      if (isSchemaOrList(value) || depth >= PROOF_DEPTH) return 0;
      return Object.values(value).reduce<number>((sum, child) => sum + walk(child, depth + 1), 0);
    };
    expect(walk(contracts, 0)).toBeGreaterThan(200);
  });
});

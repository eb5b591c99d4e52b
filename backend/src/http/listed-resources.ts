/**
 * The resources whose list endpoint this server registers (by `listRoute`), with who may read each: what the
 * saved views and column choices of a list are checked against (ADR 0095). A list key nobody registered, or one
 * the caller may not read, has no views.
 */
import type { Resource } from '@portal/contracts';
import type { Access } from './api-route';

export interface ListedResource {
  resource: Resource;
  access: Access;
}

const listed = new Map<string, ListedResource>();

export function noteListedResource(resource: Resource, access: Access): void {
  listed.set(resource.key, { resource, access });
}

export const listedResource = (key: string): ListedResource | undefined => listed.get(key);

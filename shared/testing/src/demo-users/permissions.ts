import { catalogPermissions, PERMISSIONS } from '@portal/contracts';

/** Every permission the portal knows: the route catalogue's plus the named ones (team brief). */
export function allKnownPermissions(): string[] {
  return [...new Set([...catalogPermissions(), ...Object.values(PERMISSIONS)])].sort();
}

/** "All X.*": every known permission starting with one of the prefixes followed by a dot. */
export function allStartingWith(...prefixes: string[]): string[] {
  return allKnownPermissions().filter((p) => prefixes.some((prefix) => p.startsWith(`${prefix}.`)));
}

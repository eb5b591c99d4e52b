/// <reference types="jest" />
import { ALL_SHOWN_VALUES, routesOwnedBy, valueLabel, type PortalRouteHandle, type RemoteModule, type RemoteName } from '@portal/contracts';

/**
 * The contract every remote's `./module` keeps (ADR 0002), asserted in one place for all five remotes:
 * its name, one route per catalogue row it owns (absolute path, breadcrumb = title, the row's
 * permissions), texts in en and tr, and no status shown raw. Call it inside a jest `it`.
 */
export function expectRemoteModuleMatchesCatalogue(remoteModule: RemoteModule, name: RemoteName): void {
  const rows = routesOwnedBy(name);
  expect(remoteModule.name).toBe(name);
  expect(remoteModule.routes.map((r) => r.path)).toEqual(rows.map((r) => r.path));
  for (const [i, route] of remoteModule.routes.entries()) {
    const handle = route.handle as PortalRouteHandle;
    expect(route.path?.startsWith('/')).toBe(true);
    expect(handle.breadcrumb).toBe(rows[i].title);
    expect(handle.permissions).toEqual(rows[i].permissions);
  }
  expect(Object.keys(remoteModule.i18n ?? {})).toEqual(['en', 'tr']);
  expect(rawValuesIn(remoteModule)).toEqual([]);
}

/**
 * Statuses, types and outcomes a namespace of the remote would show raw (issue 27: no raw values): an English text
 * other than the value's label ("WaitingForApproval" for "Waiting for approval"), or a Turkish one left as the
 * raw value. Values a namespace does not name come from the one label table (the kit's value labels).
 */
function rawValuesIn(remoteModule: RemoteModule): string[] {
  const found: string[] = [];
  for (const [language, namespaces] of Object.entries(remoteModule.i18n ?? {})) {
    for (const [namespace, texts] of Object.entries(namespaces ?? {})) {
      for (const value of ALL_SHOWN_VALUES) {
        const text = (texts as Record<string, string>)[value];
        if (text === undefined) continue;
        const raw = language === 'en' ? text !== valueLabel(value) : text === value && valueLabel(value) !== value;
        if (raw) found.push(`${language} ${namespace}: ${value} -> ${text}`);
      }
    }
  }
  return found;
}

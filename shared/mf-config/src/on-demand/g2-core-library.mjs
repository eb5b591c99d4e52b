// G2 as the portal's charts need it (G2CoreLibraryPlugin, ADR 0115 session 29): G2's exports (Runtime, extend,
// register, ChartEvent, the spec types...) and its core library; `stdlib()`, which @ant-design/plots extends its
// Chart with, is the core library only (no geo, graph or plot extensions), and no full library is built at load.
import { corelib } from 'portal-g2-corelib';

export * from 'portal-g2-exports';
export { corelib };

export function stdlib() {
  return corelib();
}

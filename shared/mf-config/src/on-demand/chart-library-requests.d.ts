// The requests G2CoreLibraryPlugin alone resolves (to modules of @antv/g2 and @ant-design/plots beside the plots), as
// its stand-ins use them. Types only: the stand-ins pass the modules on to the chart library untouched.
declare module 'portal-g2/*';
declare module 'portal-g2-exports' {}
declare module 'portal-plots-core/*' {
  export const Base: unknown;
  export const Bar: unknown;
  export const DualAxes: unknown;
  export const Line: unknown;
  export const Pie: unknown;
}

import path from 'node:path';
import { G2CoreLibraryPlugin, CORE_STAND_IN, NO_EXTENSION_STAND_IN, PLOTS_USED_STAND_IN } from './g2-core-library-plugin';

type Data = { request: string; context: string };

/** The plugin's beforeResolve tap, as webpack's normal module factory calls it. */
function resolver() {
  let tap: ((data: Data) => void) | undefined;
  const factory = { hooks: { beforeResolve: { tap: (_: string, fn: (data: Data) => void) => { tap = fn; } } } };
  const compiler = { hooks: { normalModuleFactory: { tap: (_: string, fn: (f: typeof factory) => void) => fn(factory) } } };
  new G2CoreLibraryPlugin().apply(compiler as never);
  return (request: string, context: string) => {
    const data = { request, context };
    tap!(data);
    return data;
  };
}

const PLOTS = path.join('/repo', 'node_modules', '.pnpm', 'x', 'node_modules', '@ant-design', 'plots', 'es', 'core', 'base');

describe('G2CoreLibraryPlugin', () => {
  it('answers the plots\' G2 and plot extension with the core-library stand-ins, and their real modules from the plots\' folder', () => {
    const resolve = resolver();
    expect(resolve('@antv/g2', PLOTS)).toEqual({ request: CORE_STAND_IN, context: PLOTS });
    expect(resolve('@antv/g2-extension-plot', PLOTS)).toEqual({ request: NO_EXTENSION_STAND_IN, context: PLOTS });
    expect(resolve('portal-g2/mark', path.dirname(CORE_STAND_IN))).toEqual({ request: '@antv/g2/esm/mark/index', context: PLOTS });
    expect(resolve('portal-g2/interaction', path.dirname(CORE_STAND_IN))).toEqual({ request: '@antv/g2/esm/interaction/index', context: PLOTS });
    expect(resolve('portal-g2-exports', path.dirname(CORE_STAND_IN))).toEqual({ request: '@antv/g2/esm/exports', context: PLOTS });
  });

  it("answers the plots' BaseChart's map of every plot with the four the portal draws, resolved from the plots' core folder", () => {
    const resolve = resolver();
    const baseChart = path.join('/repo', 'node_modules', '.pnpm', 'x', 'node_modules', '@ant-design', 'plots', 'es', 'components', 'base');
    expect(resolve('../../core', baseChart)).toEqual({ request: PLOTS_USED_STAND_IN, context: baseChart });
    expect(resolve('portal-plots-core/plots/dual-axes', path.dirname(PLOTS_USED_STAND_IN)).request)
      .toBe(path.join('/repo', 'node_modules', '.pnpm', 'x', 'node_modules', '@ant-design', 'plots', 'es', 'core', 'plots', 'dual-axes', 'index.js'));
    // The same relative request from another folder of the plots is left alone.
    const annotation = path.join('/repo', 'node_modules', '@ant-design', 'plots', 'es', 'core', 'annotation', 'x');
    expect(resolve('../../core', annotation)).toEqual({ request: '../../core', context: annotation });
  });

  it('leaves G2 alone for any other package', () => {
    const elsewhere = path.join('/repo', 'node_modules', '@ant-design', 'graphs', 'es');
    expect(resolver()('@antv/g2', elsewhere)).toEqual({ request: '@antv/g2', context: elsewhere });
  });

  it('says so when the stand-in is resolved before the plots imported G2', () => {
    expect(() => resolver()('portal-g2/mark', path.dirname(CORE_STAND_IN))).toThrow(/before @ant-design\/plots imported @antv\/g2/);
  });
});

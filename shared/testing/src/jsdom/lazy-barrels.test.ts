/**
 * @jest-environment node
 */
// Tests import `antd` and `@ant-design/icons` through lazy twins of their barrels (jest/preset.cjs,
// jest/lazy-barrel.cjs): the twins must offer exactly the real barrels' names, each the very same value.
import path from 'node:path';

const repoRoot = path.join(__dirname, '../../../..');
const realBarrel = (pkg: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [path.join(repoRoot, 'shared/ui')] })), 'lib/index.js');

const firstMember = { antd: ['Button', 'button'], '@ant-design/icons': ['DeleteOutlined', 'icons/DeleteOutlined'] } as const;

describe.each(['antd', '@ant-design/icons'] as const)('the lazy %s barrel', (pkg) => {
  it('loads a member only when a test first uses it', () => {
    const [name, file] = firstMember[pkg];
    const memberFile = require.resolve(path.join(path.dirname(realBarrel(pkg)), file));
    const loaded = jest.fn();
    jest.isolateModules(() => {
      jest.doMock(memberFile, () => {
        loaded();
        return { __esModule: true, default: `the ${name} module` };
      });
      const lazy = jest.requireActual(pkg) as Record<string, unknown>;
      expect(loaded).not.toHaveBeenCalled();
      expect(lazy[name]).toBe(`the ${name} module`);
      expect(loaded).toHaveBeenCalledTimes(1);
    });
  });

  it('has the real barrel’s names, each the same value', () => {
    const lazy = jest.requireActual(pkg) as Record<string, unknown>;
    const real = jest.requireActual(realBarrel(pkg)) as Record<string, unknown>;
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    const different = Object.keys(real).filter((name) => lazy[name] !== real[name]);
    expect(different).toEqual([]);
    expect(Object.keys(real).length).toBeGreaterThan(pkg === 'antd' ? 60 : 800);
  });
});

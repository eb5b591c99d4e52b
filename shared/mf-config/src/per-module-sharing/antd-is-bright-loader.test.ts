/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inlineIsBright } from './antd-is-bright-loader';

const host = path.resolve(__dirname, '../../../../host');
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [host] }));
const antdFile = (file: string) => path.join(antdDir, 'es', file);
const readAntd = (file: string) => fs.readFileSync(antdFile(file), 'utf8');
// antd's own CommonJS build, to compare against: what its lib folder's isBright answers.
const loadFromAntd = createRequire(path.join(antdDir, 'package.json'));

describe("antd's Button and Tag styles without ColorPicker's presets (ADR 0115)", () => {
  it.each(['button/style/token.js', 'tag/style/index.js'])('%s no longer imports the presets module, and so not Collapse', (file) => {
    const source = readAntd(file);
    expect(source).toMatch(/components\/ColorPresets/);
    const out = inlineIsBright(source, path.dirname(antdFile(file)));
    expect(out).not.toMatch(/ColorPresets/);
    expect(out).toContain("import { Color as PresetsRcColor } from '@rc-component/color-picker';");
    expect(out).toMatch(/const isBright = \(value, bgColorToken\) => \{/);
    // Everything else in the file is as antd wrote it.
    expect(out.replace(/import \{ Color as PresetsRcColor \}[^\n]*\nconst isBright = [\s\S]*?\n\};/, '')).toBe(source.replace(/import\s*\{\s*isBright\s*\}[^\n]*;/, ''));
  });

  it("computes what antd's own isBright computes", () => {
    const out = inlineIsBright(readAntd('button/style/token.js'), path.dirname(antdFile('button/style/token.js')));
    const body = /const isBright = ([\s\S]*?\n\});/.exec(out)?.[1];
    expect(body).toBeDefined();
    const { Color } = loadFromAntd('@rc-component/color-picker');
    const inlined = new Function('PresetsRcColor', `return ${body}`)(Color) as (value: unknown, background: string) => boolean;
    const { isBright } = loadFromAntd('./lib/color-picker/components/ColorPresets');
    const { AggregationColor } = loadFromAntd('./lib/color-picker/color');
    const answers = ['#ffffff', '#000000', '#1677ff', '#fadb14', 'rgba(255,255,255,0.3)', 'rgba(0,0,0,0.4)'].flatMap((colour) =>
      ['#ffffff', '#141414'].map((background) => {
        const value = new AggregationColor(colour);
        return [inlined(value, background), isBright(value, background)];
      }));
    for (const [ours, antds] of answers) expect(ours).toBe(antds);
    expect(new Set(answers.map(([ours]) => ours)).size).toBe(2);
  });

  it('leaves a file alone when the presets module does not look as expected', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-is-bright-'));
    fs.mkdirSync(path.join(dir, 'color-picker/components'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'button/style'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'color-picker/components/ColorPresets.js'),
      "import { Color as RcColor } from '@rc-component/color-picker';\nimport Collapse from '../../collapse';\nexport const isBright = (value) => {\n  return Collapse && new RcColor(value);\n};\n");
    const source = "import { isBright } from '../../color-picker/components/ColorPresets';\nexport default isBright;\n";
    try {
      expect(inlineIsBright(source, path.join(dir, 'button/style'))).toBe(source);
      expect(inlineIsBright("import x from './other';\n", path.join(dir, 'button/style'))).toBe("import x from './other';\n");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { StandalonePagePlugin } from './standalone-page-plugin';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * Builds a one-module app with a stand-alone page whose script is `script`, without minifying (the plugin's own output,
 * not webpack's minifiers'); answers the output folder and the build's errors.
 */
async function build(script: string): Promise<{ out: string; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-page-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'app.js'), 'document.title = "app";\n');
  fs.writeFileSync(path.join(dir, 'page.ts'), script);
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './app.js',
    output: { path: out },
    optimization: { minimize: false },
    plugins: [new StandalonePagePlugin({ script: path.join(dir, 'page.ts'), filename: 'page.html', html: (src: string) => `<script defer src="${src}"></script>` })],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result!))));
  await new Promise((resolve) => compiler.close(resolve));
  return { out, errors: stats.compilation.errors.map((e) => e.message) };
}

describe('StandalonePagePlugin', () => {
  it("emits the page with its script on its own, transpiled and named by its content, without the app's runtime", async () => {
    const { out, errors } = await build("const source: string = 'oidc-client';\nwindow.parent.postMessage({ source }, window.location.origin);\n");
    expect(errors).toEqual([]);
    const html = fs.readFileSync(path.join(out, 'page.html'), 'utf8');
    const src = /src="\/(page\.[0-9a-f]{16}\.js)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const code = fs.readFileSync(path.join(out, src!), 'utf8');
    expect(code).toContain('postMessage');
    expect(code).not.toContain(': string');
    expect(code).not.toContain('__webpack_require__');
    expect(code.length).toBeLessThan(120);
  }, 30_000);

  it('refuses a script that imports something: it would need the build it stays out of', async () => {
    const { errors } = await build("import { x } from './x';\nconsole.log(x);\n");
    expect(errors.join('\n')).toMatch(/page\.ts: a stand-alone page's script must transpile on its own and import nothing/);
  }, 30_000);
});

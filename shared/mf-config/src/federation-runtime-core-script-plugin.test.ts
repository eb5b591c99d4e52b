/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { FederationRuntimeCoreScriptPlugin } from './federation-runtime-core-script-plugin';
import { federationRuntimeCoreModule } from './create-app-webpack-config';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A one-module app with a page of its own (`tool.html`) and a page without the script (`other.html`). */
async function build(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-core-script-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'tool.js'), 'document.title = "tool";\n');
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { tool: './tool.js' },
    output: { path: out, filename: '[name].js' },
    plugins: [
      new HtmlWebpackPlugin({ filename: 'tool.html', chunks: ['tool'], templateContent: '<html><head></head><body></body></html>' }),
      new HtmlWebpackPlugin({ filename: 'other.html', chunks: ['tool'], templateContent: '<html><head></head><body></body></html>' }),
      new FederationRuntimeCoreScriptPlugin({ coreModule: federationRuntimeCoreModule(), pages: ['tool.html'] }),
    ],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result!))));
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.compilation.errors.map((e) => e.message)).toEqual([]);
  return out;
}

describe('FederationRuntimeCoreScriptPlugin', () => {
  it("gives the app's own page the federation runtime core as a script loaded before its entry, and only that page", async () => {
    const out = await build();
    const html = fs.readFileSync(path.join(out, 'tool.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]* src="?([^" >]+)"?/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^federation-runtime-core\.[0-9a-f]{8}\.js$/), 'tool.js']);
    expect(fs.readFileSync(path.join(out, 'other.html'), 'utf8')).not.toContain('federation-runtime-core');

    // Run in a bare window-like global, the script leaves the core where a remote's production entries read it.
    const sandbox: Record<string, unknown> = {};
    sandbox.self = sandbox;
    sandbox.globalThis = sandbox;
    vm.runInNewContext(fs.readFileSync(path.join(out, scripts[0]!), 'utf8'), sandbox);
    const core = sandbox._FEDERATION_RUNTIME_CORE as { ModuleFederation?: unknown; Global?: unknown } | undefined;
    expect(core).toBeDefined();
    expect(typeof core!.ModuleFederation).toBe('function');
    // Not the app's shared modules (a child compilation of the app's would have carried them): the core alone.
    expect(fs.statSync(path.join(out, scripts[0]!)).size).toBeLessThan(100 * 1024);
  }, 60_000);
});

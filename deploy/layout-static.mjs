// Lays out built front-end files for the nginx images (deploy/Dockerfile, targets web and remote):
//   <out>/html/                              host/dist                       (when "host" is picked)
//   <out>/html/remotes/<name>/<version>/     remotes/<name>/dist, version from its package.json
//   <out>/etc/remotes.json                   name -> /remotes/<name>/<version>/mf-manifest.json
// Versioned folders keep a release's chunks apart from the next one's, so rolling a remote out changes
// one URL in remotes.json and never overwrites files a loaded page may still ask for.
// Usage: node deploy/layout-static.mjs <out> [host] [<remote> ...]   (no names: host and every remote)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [outArg, ...picked] = process.argv.slice(2);
if (!outArg) {
  console.error('usage: node deploy/layout-static.mjs <out> [host] [<remote> ...]');
  process.exit(2);
}
const out = path.resolve(outArg);
const html = path.join(out, 'html');
const etc = path.join(out, 'etc');
const all = picked.length === 0;
const wanted = (name) => all || picked.includes(name);

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(html, { recursive: true });
fs.mkdirSync(etc, { recursive: true });

const copyDist = (from, to) => {
  const dist = path.join(from, 'dist');
  if (!fs.existsSync(dist)) throw new Error(`${path.relative(root, dist)} is missing: build it first`);
  fs.cpSync(dist, to, { recursive: true });
};

if (wanted('host')) copyDist(path.join(root, 'host'), html);

const remotes = {};
for (const name of fs.readdirSync(path.join(root, 'remotes')).sort()) {
  if (!wanted(name)) continue;
  const dir = path.join(root, 'remotes', name);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  copyDist(dir, path.join(html, 'remotes', name, version));
  remotes[name] = `/remotes/${name}/${version}/mf-manifest.json`;
}
fs.writeFileSync(path.join(etc, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
console.log(`laid out in ${out}: ${[wanted('host') ? 'host' : '', ...Object.keys(remotes)].filter(Boolean).join(', ')}`);

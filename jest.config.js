// Root jest config: one project per workspace package that has a jest.config.js.
// `npx jest` runs them all; `npx jest --selectProjects @portal/auth` or `npx jest shared/auth` runs one.
const fs = require('node:fs');
const path = require('node:path');

function configsUnder(dir) {
  const abs = path.join(__dirname, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    // .cjs where the package is an ES module ("type": "module": contracts, which the backend imports as ESM).
    .map((entry) => ['jest.config.js', 'jest.config.cjs'].map((name) => path.join(dir, entry.name, name)).find((file) => fs.existsSync(path.join(__dirname, file))))
    .filter(Boolean);
}

const projects = [
  ...configsUnder('shared'),
  ...(fs.existsSync(path.join(__dirname, 'host/jest.config.js')) ? ['host/jest.config.js'] : []),
  ...configsUnder('remotes'),
].map((file) => `<rootDir>/${file}`);

// One jest process ran all ~200 files in band (one core's worth of workers on 2 cores) and grew to 2.5-3.4 GB: files
// after the 80th ran 4-10x slower than alone (a pure unit test 0.4 -> 5.4 s), the garbage collector working on the
// heap of every file before (session 15, clean-clone runs). A worker that jest restarts once it holds more than this
// after a file keeps the heap small; setting it also makes jest use that worker instead of running in band.
const workerIdleMemoryLimit = '1GB';

module.exports = { projects, workerIdleMemoryLimit };

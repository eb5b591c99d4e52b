// Root jest config. `npx jest` runs every workspace package's tests; `npx jest shared/auth` runs one package's.
//
// The packages' tests run as one jest project (their own jest.config.js, the same preset, still runs a package alone):
// jest keeps its transform cache, its file map and its worker's compiled scripts per project, so with one project per
// package each shared module (the kit, the contracts, i18n, the testing helpers) was transformed once for every
// package that imports it. On a fresh machine's cold cache that cost the unit step ~70 CPU s (ADR 0030 "Session 72").
// The build tool configuration's tests run in node, not a DOM: they stay a project of their own.
const fs = require('node:fs');
const path = require('node:path');
const preset = require('./jest/preset.cjs');

/** The workspace packages with tests: every folder of shared/ and remotes/ with a jest config, and the host. */
function packagesUnder(dir) {
  const abs = path.join(__dirname, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`)
    .filter((folder) => ['jest.config.js', 'jest.config.cjs'].some((name) => fs.existsSync(path.join(__dirname, folder, name))));
}
const NODE_PROJECTS = ['shared/mf-config'];
const packages = [...packagesUnder('shared'), ...(fs.existsSync(path.join(__dirname, 'host/jest.config.js')) ? ['host'] : []), ...packagesUnder('remotes')]
  .filter((folder) => !NODE_PROJECTS.includes(folder));

const portal = {
  ...preset,
  displayName: 'portal',
  rootDir: __dirname,
  roots: packages.map((folder) => `<rootDir>/${folder}/src`),
  testMatch: packages.map((folder) => `<rootDir>/${folder}/src/**/*.test.{ts,tsx}`),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The host's shell draws antd's icons from their CommonJS builds (host/jest.config.js).
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
  },
};

const projects = [portal, ...NODE_PROJECTS.filter((folder) => fs.existsSync(path.join(__dirname, folder, 'jest.config.js'))).map((folder) => `<rootDir>/${folder}/jest.config.js`)];

// One jest process ran all ~200 files in band (one core's worth of workers on 2 cores) and grew to 2.5-3.4 GB: files
// after the 80th ran 4-10x slower than alone (a pure unit test 0.4 -> 5.4 s), the garbage collector working on the
// heap of every file before (session 15, clean-clone runs). A worker that jest restarts once it holds more than this
// after a file keeps the heap small; setting it also makes jest use that worker instead of running in band.
const workerIdleMemoryLimit = '1GB';

module.exports = { projects, workerIdleMemoryLimit };

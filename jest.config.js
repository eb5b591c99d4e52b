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
    .map((entry) => path.join(dir, entry.name, 'jest.config.js'))
    .filter((file) => fs.existsSync(path.join(__dirname, file)));
}

const projects = [
  ...configsUnder('shared'),
  ...(fs.existsSync(path.join(__dirname, 'host/jest.config.js')) ? ['host/jest.config.js'] : []),
  ...configsUnder('remotes'),
].map((file) => `<rootDir>/${file}`);

module.exports = { projects };

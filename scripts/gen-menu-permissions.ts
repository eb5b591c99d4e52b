// Writes docs/menu-permissions.md from the route catalogue: the one table of routes, menus and permissions.
// Run: npx tsx scripts/gen-menu-permissions.ts   (host/src/features/shell/menu/menu-permissions-doc.test.ts checks the file is current)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMenuPermissionsDoc } from './lib/menu-permissions-doc';

writeFileSync(join(__dirname, '..', 'docs', 'menu-permissions.md'), renderMenuPermissionsDoc());
console.log('docs/menu-permissions.md written');

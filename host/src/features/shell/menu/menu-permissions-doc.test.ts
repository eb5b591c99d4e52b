import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMenuPermissionsDoc } from '../../../../../scripts/lib/menu-permissions-doc';

it('docs/menu-permissions.md is what scripts/gen-menu-permissions.ts generates from the route catalogue (run it after changing the catalogue)', () => {
  const committed = readFileSync(join(__dirname, '../../../../../docs/menu-permissions.md'), 'utf8');
  expect(committed).toBe(renderMenuPermissionsDoc());
});

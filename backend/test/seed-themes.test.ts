import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SEED_TENANTS } from '../src/db/seed-data';
import { contrast } from '../src/modules/identity/pages/theme';

describe("the demo tenants' themes", () => {
  it("gives Acme one accent: its sidebar's blue is its buttons', links' and logo's colour, white text readable on it", () => {
    const acme = SEED_TENANTS.find((tenant) => tenant.key === 'acme')!;
    const { sidebarBackgroundColor, primaryColor, buttonsLinkColor, buttonsLinkColorRGB } = acme.themeSettings;
    assert.equal(primaryColor, sidebarBackgroundColor);
    assert.equal(buttonsLinkColor, sidebarBackgroundColor);
    const [r, g, b] = buttonsLinkColorRGB.split(',').map((part) => Number(part.trim()));
    assert.equal(`#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`, buttonsLinkColor);
    assert.match(Buffer.from(acme.logo.split(',')[1]!, 'base64').toString(), new RegExp(`fill="${sidebarBackgroundColor}"`));
    assert.ok(contrast(primaryColor, '#ffffff') >= 4.5, `white on ${primaryColor}`);
  });
});

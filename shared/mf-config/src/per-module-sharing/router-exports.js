// @ts-check
'use strict';
/**
 * The portal's react-router module (../shared-modules/react-router.js, ADR 0048 session 12): where it is, the share
 * key it goes by, and the names it exports, read once from its `export { ... } from 'react-router'` list.
 */
const fs = require('node:fs');
const path = require('node:path');

/** The request every app's `from 'react-router'` becomes, and the singleton share key of that module. */
const ROUTER_SHARE_KEY = '@portal/react-router';
const ROUTER_MODULE = path.join(__dirname, '..', 'shared-modules', 'react-router.js');

/** @type {Set<string> | undefined} */
let names;

/** The names the portal's react-router module exports. */
function routerExportNames() {
  if (!names) {
    const source = fs.readFileSync(ROUTER_MODULE, 'utf8');
    const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(source);
    names = new Set((list ? list[1] : '').split(',').map((s) => s.trim()).filter(Boolean));
  }
  return names;
}

module.exports = { ROUTER_SHARE_KEY, ROUTER_MODULE, routerExportNames };

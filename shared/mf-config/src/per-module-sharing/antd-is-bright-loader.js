// @ts-check
'use strict';
/**
 * Webpack loader for antd's own files (ADR 0115, "Session 39"). antd 6.6's Button and Tag styles import `isBright`
 * (a few lines of colour arithmetic) from ColorPicker's presets module, and that module imports Collapse: with every
 * antd file shared on its own, the Button's style alone put Collapse and `@rc-component/collapse` into antd's part of
 * the shell, on every page, though nothing there draws a collapse. This loader writes that function into the file that
 * imports it, read from the presets module of the same antd, so the styles no longer reach Collapse. When the presets
 * module or the function does not look as expected, the import stays as antd wrote it (a heavier page, never a broken one).
 */
const fs = require('node:fs');
const path = require('node:path');

const IMPORT = /import\s*\{\s*isBright\s*\}\s*from\s*(['"])((?:\.\.\/)+color-picker\/components\/ColorPresets)(?:\.js)?\1;?/;
const DEFINITION = /export const isBright = (\([^)]*\) => \{[\s\S]*?\n\};)/;
/** The presets module's imports the function must not use: it may use its Color class alone. */
const OTHER_NAMES = /\b(?:React|useMemo|ColorBlock|clsx|Collapse|useLocale|useToken|generateColor)\b/;
const COLOR_IMPORT = /import\s*\{[^}]*\bColor as RcColor\b[^}]*\}\s*from\s*'@rc-component\/color-picker';/;
const LOCAL_COLOR = 'PresetsRcColor';

/** @type {Map<string, string | null>} */
const definitions = new Map();

/**
 * `isBright`'s definition, written for the importing file, or null when the presets module is not as expected.
 * @param {string} presetsFile
 */
function isBrightDefinition(presetsFile) {
  const known = definitions.get(presetsFile);
  if (known !== undefined) return known;
  let result = null;
  try {
    const source = fs.readFileSync(presetsFile, 'utf8');
    const body = DEFINITION.exec(source)?.[1];
    if (body && COLOR_IMPORT.test(source) && !OTHER_NAMES.test(body)) {
      result = `import { Color as ${LOCAL_COLOR} } from '@rc-component/color-picker';\nconst isBright = ${body.replace(/\bRcColor\b/g, LOCAL_COLOR)}`;
    }
  } catch {
    result = null;
  }
  definitions.set(presetsFile, result);
  return result;
}

/**
 * @param {string} source an antd file
 * @param {string} context its folder
 * @returns {string}
 */
function inlineIsBright(source, context) {
  if (!source.includes('ColorPresets')) return source;
  const found = IMPORT.exec(source);
  if (!found || /\bPresetsRcColor\b/.test(source)) return source;
  const definition = isBrightDefinition(path.join(context, `${found[2]}.js`));
  return definition ? source.replace(found[0], definition) : source;
}

/** @this {{ context: string }} @param {string} source */
function antdIsBrightLoader(source) {
  return inlineIsBright(source, this.context);
}

module.exports = antdIsBrightLoader;
module.exports.inlineIsBright = inlineIsBright;

// @ts-check
'use strict';
/**
 * Webpack loader for the portal's own style sheets in a production build (before css-loader): their comments and
 * layout whitespace out, nothing else changed (ADR 0115 "Session 63"). The shell's frame is drawn from one such sheet
 * on every page (host/src/features/shell/layout/shell.css: 4.7 -> 3.2 KB gzip). Strings are copied as they are;
 * outside them a comment goes, a run of whitespace becomes one space, and the space beside `{`, `}`, `;` and `,`
 * goes (never beside an operator: `calc(100vh - 4px)` keeps its spaces). A declaration's last `;` goes too.
 */

/**
 * @param {string} css
 * @returns {string}
 */
function minifyCss(css) {
  let out = '';
  let space = false;
  // The one space a run of whitespace leaves, unless it sits beside a brace, semicolon or comma.
  const separate = () => {
    if (space && !'{};,'.includes(out[out.length - 1] ?? '')) out += ' ';
    space = false;
  };
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") {
      let end = i + 1;
      while (end < css.length && css[end] !== c) end += css[end] === '\\' ? 2 : 1;
      separate();
      out += css.slice(i, end + 1);
      i = end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      // CSS reads a comment as nothing (`.a/**/.b` is `.a.b`): the whitespace around it, if any, stays one space.
      i = end < 0 ? css.length : end + 1;
    } else if (/\s/.test(c)) {
      space = out.length > 0;
    } else {
      if ('{};,'.includes(c)) space = false;
      else separate();
      if (c === '}' && out.endsWith(';')) out = out.slice(0, -1);
      out += c;
    }
  }
  return out;
}

/** @this {{ callback: (error: Error | null, content?: string) => void }} @param {string} source */
function cssMinifyLoader(source) {
  this.callback(null, minifyCss(source));
}

module.exports = cssMinifyLoader;
module.exports.minifyCss = minifyCss;

import fs from 'node:fs';
import path from 'node:path';
import { minifyCss } from './css-minify-loader';

describe('the style sheets of a production build', () => {
  it('lose their comments and layout whitespace, and keep every rule as written', () => {
    const css = `/* The frame.
 * Two lines of comment. */
.portal-layout {
  display: flex;  flex-direction: column;
  font-family: -apple-system, 'Segoe UI', "Noto  Sans";
  min-height: calc(100vh - var(--banner, 0px));
}
[data-testid='app-shell'] > .portal-layout, .a/**/.b { content: "/* not a comment */"; }
@media (max-width: 600px) { .portal-sider { display : none !important; } }
`;
    expect(minifyCss(css)).toBe(".portal-layout{display: flex;flex-direction: column;font-family: -apple-system,'Segoe UI',\"Noto  Sans\";min-height: calc(100vh - var(--banner,0px))}"
      + "[data-testid='app-shell'] > .portal-layout,.a.b{content: \"/* not a comment */\"}"
      + '@media (max-width: 600px){.portal-sider{display : none !important}}');
  });

  it("keeps the shell's sheet's rules: the same text once whitespace and comments are set aside", () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../../host/src/features/shell/layout/shell.css'), 'utf8');
    const minified = minifyCss(css);
    const words = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/[\s;]+/g, '');
    expect(words(minified)).toBe(words(css));
    expect(minified.length).toBeLessThan(css.length * 0.85);
  });
});

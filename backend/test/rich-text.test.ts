import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeRichText } from '../src/lib/rich-text';

const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('rich text is sanitised where it is stored (issue 15 items 5 and 10)', () => {
  it('keeps formatting, links and inline images', () => {
    assert.equal(sanitizeRichText('<p><b>Bold</b> <a href="https://docs.test/a">docs</a></p>'), '<p><b>Bold</b> <a href="https://docs.test/a">docs</a></p>');
    assert.equal(sanitizeRichText(`<img src="${DOT}" alt="dot">`), `<img src="${DOT}" alt="dot" />`);
    assert.equal(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>'), '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('drops scripts, handlers, styles, frames, dangerous links and remote images', () => {
    for (const [dirty, clean] of [
      ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
      ['<img src=x onerror=alert(1)>b', 'b'],
      ['<p onclick="alert(1)" style="color:red">c</p>', '<p>c</p>'],
      ['<a href="javascript:alert(1)">d</a>', '<a>d</a>'],
      ['<a href="//evil.test">e</a>', '<a>e</a>'],
      ['<img src="https://evil.test/p.gif">f', 'f'],
      ['<iframe src="https://evil.test"></iframe>g', 'g'],
      ['<svg onload=alert(1)><circle/></svg>h', 'h'],
      ['<details open ontoggle=alert(1)>i</details>', 'i'],
    ]) {
      assert.equal(sanitizeRichText(dirty!), clean, dirty);
    }
  });
});

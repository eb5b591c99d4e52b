/**
 * @jest-environment node
 */
import { emailMarkupToHtml, emailMarkupToText } from './email-markup';

describe("a CRM e-mail's marks", () => {
  it('makes paragraphs, line breaks, lists, bold and links', () => {
    const text = 'Dear Ada,\n\nYour **boarding** is done.\nWelcome!\n\n- Sign in at https://portal.example.com.\n- Read [the guide](https://docs.example.com/start)\n\nTessa';
    expect(emailMarkupToHtml(text)).toBe([
      '<p style="margin:0 0 12px">Dear Ada,</p>',
      '<p style="margin:0 0 12px">Your <strong>boarding</strong> is done.<br>Welcome!</p>',
      '<ul style="margin:0 0 12px;padding-left:24px"><li>Sign in at <a href="https://portal.example.com" style="color:#1a56db">https://portal.example.com</a>.</li>'
        + '<li>Read <a href="https://docs.example.com/start" style="color:#1a56db">the guide</a></li></ul>',
      '<p style="margin:0 0 12px">Tessa</p>',
    ].join('\n'));
  });

  it('keeps everything typed as text: tags, script links and attribute quotes never become markup', () => {
    const html = emailMarkupToHtml('<script>alert(1)</script> [click](javascript:alert(1)) [x](https://a.example/"onmouseover="y) \uE0000\uE000 <b>hi</b>');
    expect(html).not.toMatch(/<script|<b>|href="javascript|onmouseover="/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; [click](javascript:alert(1))');
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });

  it('gives the plain-text part without the marks, a link as its text and address', () => {
    expect(emailMarkupToText('Your **boarding** is done: [the guide](https://docs.example.com/start).\n- one'))
      .toBe('Your boarding is done: the guide (https://docs.example.com/start).\n- one');
  });
});

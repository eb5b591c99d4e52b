/**
 * @jest-environment node
 */
import { INPUT_MAX_LENGTHS, DEFAULT_INPUT_MAX_LENGTH, maxLengthOf } from './max-lengths';
import { encodeHtml, sanitizeText, stripControlCharacters } from './sanitize-text';

describe('max lengths per input type', () => {
  it.each([
    ['email', 254],
    ['password', 128],
    ['text', 1000],
    ['number', 20],
    ['tel', 20],
    ['url', 2048],
    ['search', 255],
    ['color', 500],
    ['date', 500],
  ])('%s is capped at %i', (inputType, max) => {
    expect(maxLengthOf(inputType)).toBe(max);
  });

  it('keeps the spec table and the default of 500', () => {
    expect(INPUT_MAX_LENGTHS).toEqual({ email: 254, password: 128, text: 1000, number: 20, tel: 20, url: 2048, search: 255 });
    expect(DEFAULT_INPUT_MAX_LENGTH).toBe(500);
  });

  it('cuts a text at its type limit, counting what the user typed', () => {
    expect(sanitizeText('a'.repeat(1200), 'text')).toHaveLength(1000);
    expect(sanitizeText('a'.repeat(600), 'other')).toHaveLength(500);
    expect(sanitizeText('9'.repeat(30), 'number')).toHaveLength(20);
    expect(sanitizeText('9'.repeat(30), 'tel')).toHaveLength(20);
    expect(sanitizeText('x'.repeat(300), 'search')).toHaveLength(255);
    expect(sanitizeText(`${'a'.repeat(300)}@example.com`, 'email')).toHaveLength(254);
    expect(sanitizeText('p'.repeat(200), 'password')).toHaveLength(128);
  });
});

describe('sanitizeText', () => {
  it('trims', () => {
    expect(sanitizeText('  hello  ')).toBe('hello');
  });

  it('strips script tags and their content, also when nested to survive one pass', () => {
    expect(sanitizeText('hi<script>alert(1)</script> there')).toBe('hi there');
    expect(sanitizeText('<SCRIPT src="x.js"></SCRIPT>ok')).toBe('ok');
    expect(sanitizeText('<scr<script>ipt>alert(1)')).not.toMatch(/script/i);
  });

  it('strips javascript:, data: and vbscript: schemes in any case and spacing', () => {
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('JavaScript :alert(1)')).toBe('alert(1)');
    expect(sanitizeText('data:text/html;base64,xyz')).toBe('text/html;base64,xyz');
    expect(sanitizeText('vbscript:msgbox')).toBe('msgbox');
    expect(sanitizeText('javajavascript:script:x')).toBe('x');
  });

  it('strips event-handler attributes', () => {
    expect(sanitizeText('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x &gt;');
    expect(sanitizeText("<b onclick='go()'>x</b>")).toBe('&lt;b &gt;x&lt;/b&gt;');
    expect(sanitizeText('<a onmouseover=steal()>')).toBe('&lt;a &gt;');
  });

  it('encodes HTML characters', () => {
    expect(sanitizeText('Tom & "Jerry" <b>')).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(encodeHtml("it's")).toBe('it&#x27;s');
  });

  it('removes control characters but keeps line breaks and tabs', () => {
    expect(sanitizeText('a\u0000b\u0007c\u001Fd\u007Fe')).toBe('abcde');
    expect(stripControlCharacters('line 1\nline 2\tx\r\n')).toBe('line 1\nline 2\tx\r\n');
  });

  it('removes SQL-like patterns', () => {
    expect(sanitizeText("admin' OR '1'='1")).toBe('admin');
    expect(sanitizeText('1; DROP TABLE users')).toBe('1 users');
    expect(sanitizeText('x UNION SELECT password FROM users')).toBe('x password FROM users');
    expect(sanitizeText('a; select 1')).toBe('a 1');
    expect(sanitizeText('name -- comment')).toBe('name  comment');
    expect(sanitizeText('a /* b */ c')).toBe('a  b  c');
  });

  it('leaves ordinary text alone', () => {
    expect(sanitizeText('Refund for order 1234, customer asked twice')).toBe('Refund for order 1234, customer asked twice');
    expect(sanitizeText('Selection of data from users')).toBe('Selection of data from users');
  });

  it('applies the e-mail rule', () => {
    expect(sanitizeText('  John.Doe @Example.COM ', 'email')).toBe('john.doe@example.com');
    expect(sanitizeText('a@b@c.com', 'email')).toBe('a@bc.com');
    expect(sanitizeText('jo<h>n+x@ex.com', 'email')).toBe('johnx@ex.com');
  });

  it('applies the number rule', () => {
    expect(sanitizeText('-12.5.3abc', 'number')).toBe('-12.53');
    expect(sanitizeText('1 000,50', 'number')).toBe('100050');
  });

  it('applies the phone rule', () => {
    expect(sanitizeText('+44 (20) 7946-0958 ext', 'tel')).toBe('+44 (20) 7946-0958');
  });

  it('keeps only http, https, ftp and mailto URLs, with their query intact', () => {
    expect(sanitizeText(' https://example.com/a?b=1&c=2 ', 'url')).toBe('https://example.com/a?b=1&c=2');
    expect(sanitizeText('ftp://files.example.com/x', 'url')).toBe('ftp://files.example.com/x');
    expect(sanitizeText('mailto:ops@example.com', 'url')).toBe('mailto:ops@example.com');
    expect(sanitizeText('javascript:alert(1)', 'url')).toBe('');
    expect(sanitizeText('file:///etc/passwd', 'url')).toBe('');
    expect(sanitizeText('example.com', 'url')).toBe('');
  });

  it('leaves a password as typed apart from control characters and the cap', () => {
    expect(sanitizeText(" p@ss<word>' -- ", 'password')).toBe(" p@ss<word>' -- ");
    expect(sanitizeText('pa\u0000ss', 'password')).toBe('pass');
  });
});

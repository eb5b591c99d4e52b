/**
 * @jest-environment node
 */
import { isAllowedUrl, isValidEmail, isValidNumber, isValidPhone, normalizeEmail, normalizeNumber, normalizePhone } from './text-rules';

describe('e-mail rule', () => {
  it('lower-cases, removes spaces and characters outside [a-z0-9@._-], keeps one @', () => {
    expect(normalizeEmail(' Ann Lee@Mail.Example ')).toBe('annlee@mail.example');
    expect(normalizeEmail('a@@b.com')).toBe('a@b.com');
    expect(normalizeEmail('ä!#$%b@x.io')).toBe('b@x.io');
  });

  it.each(['a@b.co', 'first.last-1_x@sub.example.com'])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'a@b', '@b.com', 'a@b.c', 'a..b@c.com', 'a@b..com', 'a b@c.com', 'a@b@c.com'])('refuses %p', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
});

describe('number rule', () => {
  it('keeps digits, one decimal point and a leading minus', () => {
    expect(normalizeNumber('-1a2.3.4')).toBe('-12.34');
    expect(normalizeNumber('12-3')).toBe('123');
    expect(normalizeNumber('..5')).toBe('.5');
  });

  it.each(['0', '-3', '12.50', '.5'])('accepts %s', (text) => expect(isValidNumber(text)).toBe(true));
  it.each(['', '-', '1.', '1.2.3', '1e5', '--1'])('refuses %p', (text) => expect(isValidNumber(text)).toBe(false));
});

describe('phone rule', () => {
  it('keeps digits, spaces and - ( ) +', () => {
    expect(normalizePhone('+90 (212) 555-12.34 x9')).toBe('+90 (212) 555-1234 9');
  });

  it('needs a few digits', () => {
    expect(isValidPhone('+90 212 555 1234')).toBe(true);
    expect(isValidPhone('()-+')).toBe(false);
    expect(isValidPhone('12a3')).toBe(false);
  });
});

describe('URL rule', () => {
  it.each(['http://a.com', 'https://a.com/x?y=1', 'ftp://a.com/f', 'mailto:a@b.com'])('allows %s', (url) => expect(isAllowedUrl(url)).toBe(true));
  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///x', 'ws://a.com', 'a.com', '', 'mailto:'])('refuses %p', (url) =>
    expect(isAllowedUrl(url)).toBe(false),
  );
});

import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize-html';

const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('SafeHtml', () => {
  it('drops an image that would be fetched, with its onerror handler', () => {
    const { container } = render(<SafeHtml html={'<p>Hello</p><img src=x onerror=alert(1)>'} />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('keeps an image carried inline as data, without its handlers', () => {
    const { container } = render(<SafeHtml html={`<img alt="dot" src="${DOT}" onload="alert(1)">`} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(DOT);
    expect(container.innerHTML).not.toContain('onload');
  });

  it('removes script tags and their content', () => {
    const { container } = render(<SafeHtml html={'<b>Report ready</b><script>alert(1)</script>'} />);
    expect(screen.getByText('Report ready')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('alert');
  });

  it('renders into the requested element', () => {
    const { container } = render(<SafeHtml as="span" html="<i>x</i>" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });

  it('renders nothing for an empty value', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild?.innerHTML).toBe('');
  });
});

describe('sanitizeHtml', () => {
  it.each([
    ['<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<div onclick="alert(1)" onmouseover="alert(2)">x</div>', '<div>x</div>'],
    ['<p style="background:url(https://evil.test)">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    ['<form action="https://evil.test"><input name="p"></form>', ''],
    ['<p>a<img src="https://evil.test/pixel.gif"></p>', '<p>a</p>'],
    ['<p>a<img src="//evil.test/pixel.gif"></p>', '<p>a</p>'],
    ['<p>a<img src="/svc/merchant/api/v1/users/me/context"></p>', '<p>a</p>'],
    ['<p>a<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="></p>', '<p>a</p>'],
    ['<a href="data:image/png;base64,AAAA">x</a>', '<a>x</a>'],
  ])('%s -> %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps ordinary formatting and safe links', () => {
    expect(sanitizeHtml('<p><b>Bold</b> <a href="https://docs.test/a">docs</a> <a href="/support">s</a></p>')).toBe(
      '<p><b>Bold</b> <a href="https://docs.test/a">docs</a> <a href="/support">s</a></p>',
    );
  });

  it('keeps links opening a new tab away from window.opener', () => {
    expect(sanitizeHtml('<a href="https://docs.test" target="_blank">d</a>')).toBe(
      '<a href="https://docs.test" target="_blank" rel="noopener noreferrer">d</a>',
    );
  });
});

/**
 * @jest-environment node
 */
import { errorMessageFor } from './error-message';

describe('errorMessageFor (spec part 1 section 8)', () => {
  it('403 always reads as not authorized, whatever the body says', () => {
    expect(errorMessageFor(403, 'Forbidden by policy')).toBe('You are not authorized to perform this action');
    expect(errorMessageFor(403, { error: 'x' })).toBe('You are not authorized to perform this action');
  });

  it('a string body is the message', () => {
    expect(errorMessageFor(400, 'Ticket is already closed')).toBe('Ticket is already closed');
  });

  it("a proxy's HTML error page says its title, never its markup; a page without one is an unknown error", () => {
    const nginx = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n<!-- a padding to disable MSIE and Chrome friendly error page -->';
    expect(errorMessageFor(502, nginx)).toBe('502 Bad Gateway');
    expect(errorMessageFor(503, '<!DOCTYPE html><html><body>down</body></html>')).toBe('Unknown error');
    expect(errorMessageFor(409, '<b>is</b> not a page')).toBe('<b>is</b> not a page');
  });

  it('the first errors[].message comes before the error field', () => {
    const body = { errors: [{ code: 'A' }, { message: 'Subject is required' }, { message: 'Second' }], error: 'Bad request' };
    expect(errorMessageFor(400, body)).toBe('Subject is required');
  });

  it('the error field comes before the pageSize error', () => {
    expect(errorMessageFor(400, { error: 'Label not found', pageSize: 'too big' })).toBe('Label not found');
  });

  it('reads the pageSize validation error under errors', () => {
    const body = { errors: { PageSize: ['The field PageSize must be between 1 and 1000.'] } };
    expect(errorMessageFor(400, body)).toBe('The field PageSize must be between 1 and 1000.');
  });

  it('reads a top-level pageSize error', () => {
    expect(errorMessageFor(400, { pageSize: 'Page size must be at most 100' })).toBe('Page size must be at most 100');
  });

  it('falls back to Unknown error', () => {
    expect(errorMessageFor(500, null)).toBe('Unknown error');
    expect(errorMessageFor(500, undefined)).toBe('Unknown error');
    expect(errorMessageFor(500, '')).toBe('Unknown error');
    expect(errorMessageFor(500, { title: 'Internal' })).toBe('Unknown error');
    expect(errorMessageFor(0, { errors: [] })).toBe('Unknown error');
  });
});

/**
 * @jest-environment node
 */
import { isValidCron } from './scheduler';

describe('isValidCron (the page and the server refuse the same expressions)', () => {
  it.each([
    '15 0 * * *', '*/5 * * * *', '0 6 * * 1-5', '30 7 1,15 * *', '0 0 * JAN,JUL MON', '0-30/10 8-18 * * *', '0 0 1 12 7', '  15 0 * * *  ',
  ])('accepts %s', (cron) => expect(isValidCron(cron)).toBe(true));

  it.each([
    '', '* * * *', '* * * * * *', '60 * * * *', '0 24 * * *', '0 0 0 * *', '0 0 32 * *', '0 0 * 13 *', '0 0 * * 8', '*/0 * * * *',
    '5-1 * * * *', '1-2-3 * * * *', 'every day', '0 0 * * FOO', '1,,2 * * * *', '*/5/2 * * * *', '@daily',
  ])('refuses %p', (cron) => expect(isValidCron(cron)).toBe(false));
});

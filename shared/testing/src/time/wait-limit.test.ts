/** @jest-environment node */
import { waitLimit } from './wait-limit';

describe('waitLimit', () => {
  const saved = process.env.PORTAL_TEST_TIME_FACTOR;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORTAL_TEST_TIME_FACTOR;
    else process.env.PORTAL_TEST_TIME_FACTOR = saved;
  });

  it('keeps the limit as written on a normal run', () => {
    delete process.env.PORTAL_TEST_TIME_FACTOR;
    expect(waitLimit(10_000)).toEqual({ timeout: 10_000 });
  });

  it('stretches it by the busy run\'s factor', () => {
    process.env.PORTAL_TEST_TIME_FACTOR = '2';
    expect(waitLimit(15_000)).toEqual({ timeout: 30_000 });
  });

  it('ignores a factor that is not a positive number', () => {
    process.env.PORTAL_TEST_TIME_FACTOR = 'fast';
    expect(waitLimit(5000)).toEqual({ timeout: 5000 });
    process.env.PORTAL_TEST_TIME_FACTOR = '0';
    expect(waitLimit(5000)).toEqual({ timeout: 5000 });
  });
});

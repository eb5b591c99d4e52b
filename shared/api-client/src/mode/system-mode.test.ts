import { getSystemMode, hasSavedSystemMode, setSystemMode } from './system-mode';

describe('system mode', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to Test', () => {
    expect(getSystemMode()).toBe('Test');
    expect(hasSavedSystemMode()).toBe(false);
  });

  it('remembers the mode in local storage', () => {
    setSystemMode('Live');
    expect(localStorage.getItem('systemMode')).toBe('Live');
    expect(getSystemMode()).toBe('Live');
    expect(hasSavedSystemMode()).toBe(true);
  });

  it('ignores an unknown saved value', () => {
    localStorage.setItem('systemMode', 'Production');
    expect(getSystemMode()).toBe('Test');
  });
});

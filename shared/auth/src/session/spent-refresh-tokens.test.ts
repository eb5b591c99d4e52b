import {
  createSpentRefreshTokens,
  refreshTokenFingerprint,
  SPENT_REFRESH_TOKEN_MAX_AGE_MS,
  SPENT_REFRESH_TOKENS_KEPT,
  SPENT_REFRESH_TOKENS_KEY,
} from './spent-refresh-tokens';

beforeEach(() => localStorage.clear());

describe('the spent refresh-token record', () => {
  it('holds a SHA-256 prefix of the token, never the token', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    await expect(refreshTokenFingerprint('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223');
    const spent = createSpentRefreshTokens({ now: () => 1000 });
    await spent.markSpent('secret-refresh-token');
    const stored = localStorage.getItem(SPENT_REFRESH_TOKENS_KEY) ?? '';
    expect(stored).not.toContain('secret-refresh-token');
    expect(JSON.parse(stored)).toEqual([{ fp: await refreshTokenFingerprint('secret-refresh-token'), at: 1000 }]);
    await expect(spent.isSpent('secret-refresh-token')).resolves.toBe(true);
    await expect(spent.isSpent('another-token')).resolves.toBe(false);
  });

  it('is shared by the tabs through localStorage', async () => {
    await createSpentRefreshTokens().markSpent('rt-shared');
    await expect(createSpentRefreshTokens().isSpent('rt-shared')).resolves.toBe(true);
  });

  it(`keeps only the ${SPENT_REFRESH_TOKENS_KEPT} most recent and forgets those older than the token lifetime`, async () => {
    let now = 0;
    const spent = createSpentRefreshTokens({ now: () => now });
    for (let i = 0; i <= SPENT_REFRESH_TOKENS_KEPT; i++) {
      now = i;
      await spent.markSpent(`rt-${i}`);
    }
    expect(JSON.parse(localStorage.getItem(SPENT_REFRESH_TOKENS_KEY) ?? '')).toHaveLength(SPENT_REFRESH_TOKENS_KEPT);
    await expect(spent.isSpent('rt-0')).resolves.toBe(false);
    await expect(spent.isSpent('rt-1')).resolves.toBe(true);
    now = 1 + SPENT_REFRESH_TOKEN_MAX_AGE_MS + 1;
    await expect(spent.isSpent('rt-1')).resolves.toBe(false);
    await expect(spent.isSpent(`rt-${SPENT_REFRESH_TOKENS_KEPT}`)).resolves.toBe(true);
  });

  it('ignores a damaged record', async () => {
    localStorage.setItem(SPENT_REFRESH_TOKENS_KEY, '{not json');
    const spent = createSpentRefreshTokens();
    await expect(spent.isSpent('rt-1')).resolves.toBe(false);
    await spent.markSpent('rt-1');
    await expect(spent.isSpent('rt-1')).resolves.toBe(true);
  });
});

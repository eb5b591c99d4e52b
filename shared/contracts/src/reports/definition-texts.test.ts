import { isKnownReportText, reportTextIn } from './definition-texts';

describe('report texts in the reader\'s language', () => {
  it('reads an alert\'s detail composed with figures in Turkish: a built-in check\'s name and its score', () => {
    expect(reportTextIn("Amount well above the merchant's average (score 73)", 'tr')).toBe('Tutar işyerinin ortalamasının çok üzerinde (puan 73)');
    expect(reportTextIn('Velocity: card used 5 or more times in an hour (score 95)', 'tr')).toBe('Hız kuralı: kart bir saatte 5 veya daha fazla kez kullanıldı (puan 95)');
    // An operator's own rule keeps its name; only the sentence around it is Turkish.
    expect(reportTextIn('Night-time big tickets (score 81)', 'tr')).toBe('Night-time big tickets (puan 81)');
    expect(reportTextIn("Amount well above the merchant's average (score 73)", 'en')).toBe("Amount well above the merchant's average (score 73)");
  });

  it('reads a decline and pending window in Turkish, shares written as Turkish writes them', () => {
    expect(reportTextIn('12 declined (2.50 %) and 3 pending (0.63 %) of 480 payments', 'tr')).toBe('480 ödemeden 12 reddedildi (%2,50), 3 beklemede (%0,63)');
  });

  it('knows a composed text as one it names, and leaves names and URLs alone', () => {
    expect(isKnownReportText('Night-time big tickets (score 81)')).toBe(true);
    expect(isKnownReportText('https://shop.example/checkout')).toBe(false);
    expect(reportTextIn('Blue Bottle Coffee', 'tr')).toBe('Blue Bottle Coffee');
  });
});

import { createHash } from 'node:crypto';
import { ibanMod97, OPEN_BANKING_BANKS } from '@portal/contracts';

/**
 * The simulated banks (ADR 0055): the account a bank shares for a merchant on authorisation, and the bank's
 * authorisation page. A real bank replaces this file: its page is its own, and its API answers the consent.
 */

export type SimulatedBank = (typeof OPEN_BANKING_BANKS)[number];

export const bankOf = (bankId: string): SimulatedBank | undefined => OPEN_BANKING_BANKS.find((b) => b.id === bankId);

/** Basic bank account number layouts (SWIFT IBAN registry) filled from a hash: the same merchant, the same account. */
const BBAN: Record<string, (digits: string) => string> = {
  GB: (d) => `NBUK${d.slice(0, 6)}${d.slice(6, 14)}`,
  DE: (d) => `${d.slice(0, 8)}${d.slice(8, 18)}`,
  TR: (d) => `${d.slice(0, 5)}0${d.slice(5, 21)}`,
};

/** A valid IBAN (mod 97 = 1) of the merchant's account at the bank. */
export function simulatedIban(bank: SimulatedBank, merchantId: string): string {
  const hex = createHash('sha256').update(`${bank.id}:${merchantId}`).digest('hex');
  const digits = [...hex].map((c) => String(parseInt(c, 16) % 10)).join('');
  const bban = BBAN[bank.country]!(digits);
  const check = 98 - ibanMod97(`${bank.country}00${bban}`);
  return `${bank.country}${String(check).padStart(2, '0')}${bban}`;
}

/** Country, check digits and last 4, as ADR 0053 masks accounts: "GB82 •••• 5432". */
export const maskIban = (iban: string | null): string | null => (iban ? `${iban.slice(0, 4)} •••• ${iban.slice(-4)}` : null);

const TEXTS = {
  en: {
    title: 'Authorise account access', asks: '{merchant} asks to link your account through the Payments Portal.',
    shares: 'The portal will see', shareName: 'the account holder name', shareAccount: 'the account number (IBAN)', shareBalance: 'the account balance',
    account: 'Account', until: 'The consent lasts 90 days; you can revoke it in the portal at any time.',
    authorise: 'Authorise', reject: 'Reject', closed: 'This request can no longer be answered', closedWhy: 'It was answered already, or it expired.',
    back: 'Back to the portal', simulated: 'Simulated bank: no money moves and no sign-in is asked.',
  },
  tr: {
    title: 'Hesap erişimini onayla', asks: '{merchant}, hesabınızı Ödeme Portalı üzerinden bağlamak istiyor.',
    shares: 'Portalın göreceği bilgiler', shareName: 'hesap sahibinin adı', shareAccount: 'hesap numarası (IBAN)', shareBalance: 'hesap bakiyesi',
    account: 'Hesap', until: 'Onay 90 gün geçerlidir; portaldan istediğiniz zaman iptal edebilirsiniz.',
    authorise: 'Onayla', reject: 'Reddet', closed: 'Bu istek artık yanıtlanamaz', closedWhy: 'Daha önce yanıtlandı ya da süresi doldu.',
    back: 'Portala dön', simulated: 'Simüle banka: para hareketi olmaz ve oturum açma istenmez.',
  },
} as const;
export type BankPageLanguage = keyof typeof TEXTS;
export const bankPageLanguage = (lang: string | undefined): BankPageLanguage => (lang === 'tr' ? 'tr' : 'en');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (lang: BankPageLanguage, bankName: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(bankName)}: ${TEXTS[lang].title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f2f4f7;color:#1f2328}header{background:#0b3d5c;color:#fff;padding:16px 24px}
main{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}button{font-size:16px;padding:10px 20px;border-radius:6px;margin-right:12px;cursor:pointer}
.ok{background:#0b5c2e;color:#fff;border:0}.no{background:#fff;color:#8a1c1c;border:2px solid #8a1c1c}a{color:#0b3d5c}p.note{color:#555;font-size:14px}</style>
</head><body><header><strong>${escapeHtml(bankName)}</strong></header><main>${body}</main></body></html>`;

export interface BankPageFacts { bankName: string; merchantName: string; accountMasked: string; consentId: string; state: string }

/** The authorisation page: what the portal will see, Authorise and Reject (a form posting the one-time token back). */
export function authorisationPage(lang: BankPageLanguage, f: BankPageFacts, action: string): string {
  const t = TEXTS[lang];
  return page(lang, f.bankName, `<h1>${t.title}</h1>
<p>${escapeHtml(t.asks.replace('{merchant}', f.merchantName))}</p>
<h2>${t.shares}</h2><ul><li>${t.shareName}</li><li>${t.shareAccount}</li><li>${t.shareBalance}</li></ul>
<p>${t.account}: <strong>${escapeHtml(f.accountMasked)}</strong></p><p>${t.until}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="consentId" value="${escapeHtml(f.consentId)}"><input type="hidden" name="state" value="${escapeHtml(f.state)}"><input type="hidden" name="lang" value="${lang}">
<button class="ok" type="submit" name="decision" value="authorise">${t.authorise}</button><button class="no" type="submit" name="decision" value="reject">${t.reject}</button>
</form><p class="note">${t.simulated}</p>`);
}

/** A link that was answered or expired: nothing to decide, a way back. */
export function closedPage(lang: BankPageLanguage, bankName: string, backUrl: string | null): string {
  const t = TEXTS[lang];
  return page(lang, bankName, `<h1>${t.closed}</h1><p>${t.closedWhy}</p>${backUrl ? `<p><a href="${escapeHtml(backUrl)}">${t.back}</a></p>` : ''}`);
}

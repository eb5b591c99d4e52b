import type { FastifyRequest } from 'fastify';

/** The languages the identity pages speak (the portal's). */
export const PAGE_LANGUAGES = ['en', 'tr'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const isLanguage = (v: unknown): v is PageLanguage => (PAGE_LANGUAGES as readonly unknown[]).includes(v);

/**
 * Turkish for every English text of the identity and external-party pages, keyed by the English text
 * (so the English pages, and the tests that find fields by their English labels, stay as they were).
 * `{name}` marks a value filled in by `t`.
 */
const TR: Record<string, string> = {
  'Payments portal': 'Ödeme portalı',
  'Language': 'Dil',
  'Sign in': 'Giriş yap',
  'Use your portal account to continue.': 'Devam etmek için portal hesabınızı kullanın.',
  'Email': 'E-posta',
  'Password': 'Parola',
  'New to the portal?': 'Portalda yeni misiniz?',
  'Register as a new user': 'Yeni kullanıcı olarak kaydolun',
  'Sign-in starts from the portal, or this sign-in request has expired.': 'Giriş portaldan başlar ya da bu giriş isteğinin süresi doldu.',
  'Go to the portal': 'Portala git',
  'Back to the portal': 'Portala dön',
  'Invalid email or password': 'E-posta veya parola geçersiz',
  'The Email field is required.': 'E-posta alanı zorunludur.',
  'The Password field is required.': 'Parola alanı zorunludur.',
  'Too many failed sign-in attempts. Try again in {minutes} minutes.': 'Çok fazla başarısız giriş denemesi. {minutes} dakika sonra yeniden deneyin.',
  'Too many failed sign-in attempts. Try again in 1 minute.': 'Çok fazla başarısız giriş denemesi. 1 dakika sonra yeniden deneyin.',
  'Too many requests. Wait a minute and try again.': 'Çok fazla istek. Bir dakika bekleyip yeniden deneyin.',
  'Confirm your e-mail address first: follow the link we sent you when you registered.':
    'Önce e-posta adresinizi doğrulayın: kaydolduğunuzda gönderdiğimiz bağlantıyı izleyin.',
  "The access of your organisation to the portal is suspended. Contact the platform's support.":
    'Kuruluşunuzun portala erişimi askıya alındı. Platformun desteğiyle iletişime geçin.',
  'Register': 'Kayıt ol',
  'Create an account': 'Hesap oluşturun',
  'Register your business to start boarding with the payments portal.': 'Ödeme portalına katılmaya başlamak için işletmenizi kaydedin.',
  'First name': 'Ad',
  'Last name': 'Soyad',
  'Confirm password': 'Parolayı onaylayın',
  'At least 8 characters, with an uppercase letter, a lowercase letter and a digit.': 'En az 8 karakter; bir büyük harf, bir küçük harf ve bir rakam içermeli.',
  'Check your e-mail': 'E-postanızı kontrol edin',
  'We have sent a message to {email}. Follow its link within {hours} hours to finish your registration.':
    '{email} adresine bir ileti gönderdik. Kaydınızı tamamlamak için {hours} saat içinde bağlantısını izleyin.',
  'No message? Look in your spam folder, or register again to get a new link.': 'İleti gelmedi mi? İstenmeyen posta klasörünüze bakın ya da yeni bir bağlantı için yeniden kaydolun.',
  'E-mail confirmed': 'E-posta doğrulandı',
  'Your e-mail address is confirmed and your account is ready. You can now sign in to the portal.': 'E-posta adresiniz doğrulandı ve hesabınız hazır. Artık portala giriş yapabilirsiniz.',
  'Sign in to the portal': 'Portala giriş yap',
  'Link not valid': 'Bağlantı geçersiz',
  'This link is not valid': 'Bu bağlantı geçersiz',
  'The confirmation link has expired, was already used or was replaced by a newer one. Register again to get a new link.':
    'Doğrulama bağlantısının süresi doldu, daha önce kullanıldı ya da yenisiyle değiştirildi. Yeni bir bağlantı için yeniden kaydolun.',
  'Manage your account': 'Hesabınızı yönetin',
  'Signed in as {email}': '{email} olarak giriş yapıldı',
  'Profile': 'Profil',
  'Save profile': 'Profili kaydet',
  'Change password': 'Parolayı değiştir',
  'Current password': 'Geçerli parola',
  'New password': 'Yeni parola',
  'Confirm new password': 'Yeni parolayı onaylayın',
  'You are not signed in. Sign in to the portal first, then come back to manage your account.':
    'Giriş yapmadınız. Önce portala giriş yapın, ardından hesabınızı yönetmek için geri dönün.',
  'The form has expired. Please try again.': 'Formun süresi doldu. Lütfen yeniden deneyin.',
  'Your profile was not saved.': 'Profiliniz kaydedilmedi.',
  'Your profile has been updated.': 'Profiliniz güncellendi.',
  'Your password was not changed.': 'Parolanız değiştirilmedi.',
  'Your password has been changed.': 'Parolanız değiştirildi.',
  'Unknown form.': 'Bilinmeyen form.',
  'Current password is required': 'Geçerli parola zorunludur',
  'New password is required': 'Yeni parola zorunludur',
  'Password is required': 'Parola zorunludur',
  'Email is required': 'E-posta zorunludur',
  'First name is required': 'Ad zorunludur',
  'Last name is required': 'Soyad zorunludur',
  'Incorrect password.': 'Parola yanlış.',
  'The new password and confirmation password do not match.': 'Yeni parola ile onay parolası eşleşmiyor.',
  'The password and confirmation password do not match.': 'Parola ile onay parolası eşleşmiyor.',
  'Passwords must be at least 8 characters.': 'Parolalar en az 8 karakter olmalıdır.',
  "Passwords must have at least one lowercase ('a'-'z').": "Parolalarda en az bir küçük harf ('a'-'z') olmalıdır.",
  "Passwords must have at least one uppercase ('A'-'Z').": "Parolalarda en az bir büyük harf ('A'-'Z') olmalıdır.",
  "Passwords must have at least one digit ('0'-'9').": "Parolalarda en az bir rakam ('0'-'9') olmalıdır.",
  // The set-password page of invitations and password resets (ADR 0077).
  'Welcome to the payments portal': 'Ödeme portalına hoş geldiniz',
  'Choose a new password': 'Yeni bir parola seçin',
  'Choose the password for {email}.': '{email} için parolayı seçin.',
  'Set password': 'Parolayı belirle',
  'The link has expired, was already used or was replaced by a newer one. Send yourself a new one, or ask your administrator.':
    'Bağlantının süresi doldu, daha önce kullanıldı ya da yenisiyle değiştirildi. Kendinize yenisini gönderin ya da yöneticinize sorun.',
  'Password set': 'Parola belirlendi',
  'Your password is set. You can now sign in to the portal with your e-mail address and this password.':
    'Parolanız belirlendi. Artık e-posta adresiniz ve bu parolayla portala giriş yapabilirsiniz.',
  'Send me a new link': 'Bana yeni bir bağlantı gönder',
  // "Forgot your password?" (ADR 0154): the page, its answer and the mail.
  'Forgot your password?': 'Parolanızı mı unuttunuz?',
  'Enter the e-mail address you sign in with. We will send it a link to choose a new password.':
    'Giriş yaptığınız e-posta adresini girin. Bu adrese yeni bir parola seçmeniz için bir bağlantı göndereceğiz.',
  'Send the link': 'Bağlantıyı gönder',
  'Back to sign in': 'Girişe dön',
  'Enter an e-mail address such as name@example.com.': 'ad@ornek.com gibi bir e-posta adresi girin.',
  'If an account uses {email}, we have sent it a link to choose a new password. Follow it within {hours} hours.':
    '{email} adresini bir hesap kullanıyorsa, bu adrese yeni bir parola seçmeniz için bir bağlantı gönderdik. Bağlantıyı {hours} saat içinde izleyin.',
  'No message? Look in your spam folder. A new link can be asked for after {minutes} minutes; until you use one, your password stays as it is.':
    'İleti gelmedi mi? İstenmeyen e-posta klasörünüze bakın. {minutes} dakika sonra yeni bir bağlantı istenebilir; bir bağlantı kullanana kadar parolanız olduğu gibi kalır.',
  'Choose a new password for the payments portal': 'Ödeme portalı için yeni bir parola seçin',
  'Someone, hopefully you, asked for a link to choose a new password for the payments portal. Follow it within {hours} hours:':
    'Birisi, umarız siz, ödeme portalı için yeni bir parola seçme bağlantısı istedi. Bağlantıyı {hours} saat içinde izleyin:',
  'If it was not you, ignore this message: your password stays as it is.': 'Siz değilseniz bu iletiyi dikkate almayın: parolanız olduğu gibi kalır.',
  // The external party's ticket page.
  'Ticket #{number}': 'Talep #{number}',
  'Ticket #{number}. You were invited to this ticket as {email}.': 'Talep #{number}. Bu talebe {email} olarak davet edildiniz.',
  'Comments': 'Yorumlar',
  'No comments yet.': 'Henüz yorum yok.',
  'Your comment': 'Yorumunuz',
  'Add comment': 'Yorum ekle',
  'Please write a comment.': 'Lütfen bir yorum yazın.',
  'This ticket is closed. New comments are not accepted.': 'Bu talep kapalı. Yeni yorum kabul edilmiyor.',
  'Your comment has been added.': 'Yorumunuz eklendi.',
  'This link is not valid or has expired.': 'Bu bağlantı geçersiz ya da süresi dolmuş.',
  'Page not found': 'Sayfa bulunamadı',
  // The sign-in server's own pages (provider.ts): sign-out and errors.
  'Signing out': 'Çıkış yapılıyor',
  'Signing out…': 'Çıkış yapılıyor…',
  'Sign out': 'Çıkış yap',
  'Signed out': 'Çıkış yapıldı',
  'You are signed out': 'Çıkış yaptınız',
  'You have been signed out of the payments portal.': 'Ödeme portalından çıkış yaptınız.',
  'Sign-in error': 'Giriş hatası',
  'Something went wrong': 'Bir şeyler ters gitti',
};

export type Translate = (english: string, values?: Record<string, string | number>) => string;

/**
 * The page's texts in `language`. A text without a translation stays English; messages built from
 * several sentences (password rules) are translated sentence by sentence. `more`: a page's own Turkish texts
 * (pages outside identity keep theirs beside them).
 */
export function translator(language: PageLanguage, more: Readonly<Record<string, string>> = {}): Translate {
  return (english, values = {}) => {
    const template = language === 'tr' ? more[english] ?? TR[english] ?? bySentence(english) : english;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

function bySentence(english: string): string {
  const sentences = english.match(/[^.]+\.(?=\s|$)/g);
  if (!sentences || sentences.join('') .replace(/\s/g, '') !== english.replace(/\s/g, '')) return english;
  return sentences.map((s) => TR[s.trim()] ?? s.trim()).join(' ');
}

/** The first supported language of an Accept-Language header (by the order it lists them). */
function fromAcceptLanguage(header: string | undefined): PageLanguage | undefined {
  return (header ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase().slice(0, 2)).find(isLanguage);
}

/** What a page knows of its reader's language, strongest first (see chooseLanguage). */
export interface LanguageSources {
  /** The page's own switch: `lang` in the query. */
  query?: unknown;
  /** The portal's language passed on the redirect (`ui_locales`, space-separated). */
  uiLocales?: unknown;
  /** The language the sign-out page spoke, remembered for the page after it (provider.ts). */
  cookie?: unknown;
  /** The signed-in user's profile language. */
  profile?: unknown;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string;
}

/** The first language the sources name, in their order; else English. */
export function chooseLanguage(s: LanguageSources): PageLanguage {
  if (isLanguage(s.query)) return s.query;
  const asked = typeof s.uiLocales === 'string' ? s.uiLocales.split(' ').map((l) => l.slice(0, 2).toLowerCase()).find(isLanguage) : undefined;
  if (asked) return asked;
  if (isLanguage(s.cookie)) return s.cookie;
  if (isLanguage(s.profile)) return s.profile;
  return fromAcceptLanguage(s.acceptLanguage) ?? 'en';
}

/**
 * The language a page speaks: the page's own switch (`lang` in the query), else the portal's language
 * passed on the sign-in redirect (`ui_locales`, or `lang` on the portal's link), else the signed-in
 * user's profile language, else the browser's (Accept-Language), else English.
 */
export function pageLanguage(request: FastifyRequest, known: { uiLocales?: unknown; profile?: string } = {}): PageLanguage {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return chooseLanguage({ query: query.lang, uiLocales: known.uiLocales, profile: known.profile, acceptLanguage: request.headers['accept-language'] });
}

/** `path` with `lang` set in its query (the language switch and the forms keep the chosen language). */
export function withLanguage(path: string, language: PageLanguage): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}

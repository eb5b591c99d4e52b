/** The verify page's Turkish, keyed by its English (the identity pages' translator takes them as `more`). */
export const VERIFY_TR: Readonly<Record<string, string>> = {
  'Verify an agreement': 'Sözleşme doğrulama',
  'Check whether a PDF is an agreement accepted in the payments portal: choose or drop the file here, or type its SHA-256.':
    'Bir PDF dosyasının ödeme portalında kabul edilmiş bir sözleşme olup olmadığını kontrol edin: dosyayı seçin ya da buraya bırakın veya SHA-256 değerini yazın.',
  'The file is read by your browser only: it is not uploaded.': 'Dosyayı yalnızca tarayıcınız okur: dosya yüklenmez.',
  'The agreement\'s PDF': 'Sözleşmenin PDF dosyası',
  'Choose the PDF, or drop it here': 'PDF dosyasını seçin ya da buraya bırakın',
  'Or its SHA-256': 'Ya da SHA-256 değeri',
  '64 characters, 0-9 and a-f (for example from sha256sum).': '64 karakter, 0-9 ve a-f (örneğin sha256sum çıktısı).',
  'Check': 'Kontrol et',
  'This file is an accepted agreement.': 'Bu dosya kabul edilmiş bir sözleşmedir.',
  'This file is not an accepted agreement.': 'Bu dosya kabul edilmiş bir sözleşme değildir.',
  'No accepted agreement\'s PDF has this SHA-256. A file changed in any way, even by one character, no longer matches.':
    'Hiçbir kabul edilmiş sözleşmenin PDF dosyası bu SHA-256 değerine sahip değil. Herhangi bir şekilde, tek bir karakter bile değiştirilmiş bir dosya artık eşleşmez.',
  'Agreement': 'Sözleşme',
  'Version': 'Sürüm',
  'Merchant': 'Üye işyeri',
  'Provider': 'Sağlayıcı',
  'Accepted on': 'Kabul tarihi',
  'Accepted by': 'Kabul eden',
  'SHA-256': 'SHA-256',
  'This is not a SHA-256: use 64 characters, 0-9 and a-f.': 'Bu bir SHA-256 değeri değil: 0-9 ve a-f arasında 64 karakter kullanın.',
  'Computing the file\'s SHA-256…': 'Dosyanın SHA-256 değeri hesaplanıyor…',
  'Choose a PDF file.': 'Bir PDF dosyası seçin.',
  'Your browser cannot compute a SHA-256 on this page (it needs a secure connection). Compute it with sha256sum and type it.':
    'Tarayıcınız bu sayfada SHA-256 hesaplayamıyor (güvenli bağlantı gerekir). Değeri sha256sum ile hesaplayıp yazın.',
  'The file could not be read. Choose it again.': 'Dosya okunamadı. Yeniden seçin.',
  'Choose a file or type a SHA-256.': 'Bir dosya seçin ya da bir SHA-256 değeri yazın.',
};

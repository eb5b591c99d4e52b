/**
 * The Turkish of the reference data the platform seeds in English: decline and capture reasons (ISO 8583 response
 * codes and the portal's own) and the card schemes' dispute reasons and categories. Keys are the stored English texts,
 * so a text a tenant has edited is shown as stored; the seed's own are shown in the reader's language.
 */
export const REFERENCE_TEXTS_TR: Readonly<Record<string, string>> = {
  // Decline and capture reasons
  'Do not honour': 'İşlem onaylanmadı',
  'Insufficient funds': 'Yetersiz bakiye',
  'Expired card': 'Kartın süresi dolmuş',
  'Invalid card number': 'Geçersiz kart numarası',
  'Suspected fraud': 'Dolandırıcılık şüphesi',
  'Issuer or switch unavailable': 'Kartı çıkaran bankaya ya da ağa ulaşılamıyor',
  'Captured by hand after review': 'İncelemeden sonra elle tahsil edildi',
  'Delayed shipment captured': 'Gecikmeli gönderim tahsil edildi',
  'Beneficiary account closed': 'Alıcı hesabı kapalı',
  'Payout limit exceeded': 'Ödeme limiti aşıldı',
  'Approved by a second user': 'İkinci bir kullanıcı onayladı',
  // Dispute categories and reasons
  'Fraud': 'Dolandırıcılık',
  'Processing error': 'İşlem hatası',
  'Consumer dispute': 'Tüketici itirazı',
  'Other fraud, card-absent environment': 'Diğer dolandırıcılık, kartın bulunmadığı ortam',
  'Duplicate processing': 'Mükerrer işlem',
  'Merchandise or services not received': 'Mal veya hizmet teslim alınmadı',
  'Not as described or defective': 'Tanımlandığı gibi değil ya da kusurlu',
  'No cardholder authorisation': 'Kart sahibinin onayı yok',
  'Duplicate or point-of-interaction error': 'Mükerrer işlem ya da işlem noktası hatası',
  'Cardholder dispute': 'Kart sahibi itirazı',
  'Cardholder does not recognise': 'Kart sahibi işlemi tanımıyor',
  'Unauthorised transaction': 'Yetkisiz işlem',
  'Goods or services not provided': 'Mal veya hizmet sağlanmadı',
};

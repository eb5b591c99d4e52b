/** The invoice document's texts (en and tr); `{{x}}` is replaced. The portal's languages (spec part 1). */
export const INVOICE_TEXTS = {
  en: {
    invoice: 'Invoice', number: 'Invoice number', period: 'Period', issued: 'Issued', currency: 'Currency', from: 'From', to: 'Billed to',
    feeType: 'Fee type', fees: 'Fees', amount: 'Amount', total: 'Total', mode: 'Mode',
    note: 'Fees charged on the transactions of the period, as the invoices report shows them. Amounts in {{currency}}.',
    Processing: 'Processing fees', Scheme: 'Scheme fees', Refund: 'Refund fees', Chargeback: 'Chargeback fees', Payout: 'Payout fees',
    due: 'Due', address: 'Address', vatNumber: 'VAT number', amountDue: 'Amount due', feesTotal: 'Fees', minimumTopUp: 'Monthly minimum top-up',
    vat: 'VAT ({{rate}} %)', payable: 'What is payable',
    howToPay: 'How to pay', payByTransfer: 'Pay by bank transfer in {{currency}} to the account below, with the invoice number as the reference.',
    noCollectionAccount: '{{tenant}} has no bank account that collects {{currency}}, so this invoice names none: ask {{tenant}} how to pay it.',
    accountHolder: 'Account holder', bank: 'Bank', account: 'Account', bic: 'BIC', scheme: 'Scheme', reference: 'Reference',
  },
  tr: {
    invoice: 'Fatura', number: 'Fatura numarası', period: 'Dönem', issued: 'Düzenlenme', currency: 'Para birimi', from: 'Düzenleyen', to: 'Fatura edilen',
    feeType: 'Ücret türü', fees: 'Ücret adedi', amount: 'Tutar', total: 'Toplam', mode: 'Mod',
    note: 'Dönemin işlemlerinden alınan ücretler, faturalar raporunun gösterdiği gibi. Tutarlar {{currency}} cinsindendir.',
    Processing: 'İşlem ücretleri', Scheme: 'Şema ücretleri', Refund: 'İade ücretleri', Chargeback: 'Ters ibraz ücretleri', Payout: 'Ödeme ücretleri',
    due: 'Son ödeme', address: 'Adres', vatNumber: 'KDV numarası', amountDue: 'Ödenecek tutar', feesTotal: 'Ücretler', minimumTopUp: 'Aylık asgari tamamlama',
    vat: 'KDV (%{{rate}})', payable: 'Ödenecek olan',
    howToPay: 'Nasıl ödenir', payByTransfer: 'Aşağıdaki hesaba {{currency}} cinsinden banka havalesiyle, açıklamaya fatura numarasını yazarak ödeyin.',
    noCollectionAccount: '{{tenant}} kuruluşunun {{currency}} tahsil eden bir banka hesabı yok, bu yüzden bu fatura hesap belirtmiyor: nasıl ödeyeceğinizi {{tenant}} kuruluşuna sorun.',
    accountHolder: 'Hesap sahibi', bank: 'Banka', account: 'Hesap', bic: 'BIC', scheme: 'Şema', reference: 'Açıklama',
  },
} as const;

export type InvoiceLanguage = keyof typeof INVOICE_TEXTS;
export type InvoiceText = keyof (typeof INVOICE_TEXTS)['en'];

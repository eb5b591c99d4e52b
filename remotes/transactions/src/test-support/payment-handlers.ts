import { HttpResponse } from 'msw';
import { MERCHANT_PAYMENT_ENDPOINTS as E, type Beneficiary, type BeneficiaryInput, type MerchantBalance, type MerchantPayment } from '@portal/contracts';
import { declaredHandlers } from '@portal/testing';

/**
 * A fake of the merchant payments' beneficiary and balance calls on their declarations (requests and answers checked
 * against the contract): keeps the beneficiaries it was given and those created, answers `refuse` with 422 when set.
 */
export function createPaymentHandlers(options: { beneficiaries?: Beneficiary[]; balances?: MerchantBalance[]; payments?: MerchantPayment[] } = {}) {
  const store = {
    beneficiaries: [...(options.beneficiaries ?? [])], created: [] as BeneficiaryInput[], refuse: null as string | null,
    payments: [...(options.payments ?? [])], declines: [] as Array<{ id: string; body: unknown; requestId: string | null }>,
  };
  const handlers = [
    ...declaredHandlers(E.beneficiaries, () => HttpResponse.json(store.beneficiaries)),
    ...declaredHandlers(E.balances, () => HttpResponse.json(options.balances ?? [])),
    ...declaredHandlers(E.createBeneficiary, ({ body }) => {
      if (store.refuse) return HttpResponse.json({ error: store.refuse }, { status: 422 });
      const input = body as BeneficiaryInput;
      store.created.push(input);
      const now = new Date().toISOString();
      const made: Beneficiary = {
        id: crypto.randomUUID(), name: input.name, email: input.email ?? null, accountKind: input.accountKind,
        country: input.accountKind === 'iban' ? input.iban!.slice(0, 2) : input.country!, iban: input.iban ?? null,
        accountNumber: input.accountNumber ?? null, bankCode: input.bankCode ?? null, currency: input.currency,
        payeeConfirmation: 'Pending', payeeCheckedAt: null, createdAt: now, updatedAt: now,
      };
      store.beneficiaries.push(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    ...declaredHandlers(E.payments, ({ query }) =>
      HttpResponse.json(store.payments.filter((p) => !query.status || p.status === query.status))),
    ...declaredHandlers(E.decline, ({ params, body, request }) => {
      store.declines.push({ id: params.paymentId!, body, requestId: request.headers.get('x-request-id') });
      const payment = store.payments.find((p) => p.id === params.paymentId)!;
      Object.assign(payment, { status: 'Declined', declineReason: (body as { rejectReason: string }).rejectReason });
      return HttpResponse.json(payment);
    }),
  ];
  return { handlers, store };
}

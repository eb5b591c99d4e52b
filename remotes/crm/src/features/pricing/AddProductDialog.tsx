import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { PRICE_BOOK_ENDPOINTS as E, PRODUCTS, type FieldDefinition } from '@portal/contracts';
import { FieldFormDialog, useFieldForm, useLookup } from '@portal/kit';
import type { PriceBookEntry } from './pricing-types';
import { refusalOf } from './refusal';
import { PR, useCrmPricingTranslation } from './texts';

export interface AddProductDialogProps {
  book: { id: string; name: string; tenantId: string };
  onDone(added: PriceBookEntry[] | null): void;
}

/** Prices a product in a book: an entry per currency chosen (its fees are added next). */
export function AddProductDialog({ book, onDone }: AddProductDialogProps) {
  const { t } = useCrmPricingTranslation();
  const currencies = useLookup('currencies');
  const [refusal, setRefusal] = useState<string | null>(null);
  const products = useQuery({
    queryKey: [PRODUCTS.key, 'options', book.tenantId],
    queryFn: ({ signal }) => callApi(PRODUCTS.endpoints.list, { query: { pageIndex: 0, pageSize: 100, isActive: true, tenantId: book.tenantId }, signal }),
  });
  const fields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'productId', label: t(PR.product), type: 'select', loading: products.isLoading,
      options: (products.data?.data ?? []).map((p) => ({ id: p.id, name: `${p.name} (${p.code})` })),
      validations: [{ name: 'required', message: t(PR.productRequired) }],
    },
    {
      name: 'currencyCodes', label: t(PR.currencies), type: 'multiSelectAutoComplete', options: currencies.options, loading: currencies.isLoading,
      help: t(PR.currenciesHelp), validations: [{ name: 'required', message: t(PR.currenciesRequired) }],
    },
  ], [t, products.data, products.isLoading, currencies.options, currencies.isLoading]);
  const form = useFieldForm({
    fields, values: {}, sanitize: false,
    onSubmit: async (submitted) => {
      setRefusal(null);
      const codes = (Array.isArray(submitted.currencyCodes) ? submitted.currencyCodes : []).map(String);
      try {
        onDone(await callApi(E.addProduct, { params: { id: book.id }, query: { tenantId: book.tenantId }, body: { productId: String(submitted.productId), currencyCodes: codes }, silent: true }));
      } catch (error) {
        setRefusal(t(refusalOf(error)));
      }
    },
  });
  return (
    <FieldFormDialog
      open keepSubmitEnabled title={t(PR.addProductTitle, { name: book.name })} form={form} fields={fields} okText={t(PR.save)}
      onCancel={() => onDone(null)} idPrefix="price-book-add-product"
      intro={refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : undefined}
    />
  );
}

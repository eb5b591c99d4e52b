import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { callApi } from '@portal/api-client';
import { PRICE_BOOK_ENDPOINTS, PROPOSALS, feeRowProblem, feeRowsOf, type OfferFeeRow } from '@portal/contracts';
import { scopeQueryOf, usePortalScope, type FieldEditorProps } from '@portal/kit';
import { OF, useCrmOffersTranslation } from './texts';

/** The fees an edited proposal already offers, and the book they came from (a version changed keeps its discounts). */
export interface OfferedFees {
  pricebookId: string;
  entries: ReadonlyArray<{ productId: string; items: ReadonlyArray<{ feeTypeId: string; value: number }> }>;
}

const today = () => new Date().toISOString().slice(0, 10);
const ROW = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(96px, 140px)', gap: 8, alignItems: 'center', padding: '4px 0' } as const;

/**
 * The proposal form's fees per product (ADR 0111): the chosen price book's fees in force today, each editable from 0 up
 * to the book's value, the bound said beside it and a value outside it named at once; the form sends only the fees
 * changed from the book. The server checks the same bound again.
 */
export function ProposalFeesEditor({ form, id, offered }: FieldEditorProps & { offered?: OfferedFees }) {
  const { t } = useCrmOffersTranslation();
  const scope = usePortalScope();
  const bookId = typeof form.values.pricebookId === 'string' ? form.values.pricebookId : '';
  const entries = useQuery({
    queryKey: ['price-books', bookId, 'entries'],
    queryFn: ({ signal }) => callApi(PRICE_BOOK_ENDPOINTS.entries, { params: { id: bookId }, query: scopeQueryOf(PROPOSALS, scope), signal } as never),
    enabled: !!bookId,
  });
  // A book chosen (or loaded) fills the rows: the book's values, or what the edited proposal offers from that book.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!entries.data || filledFor.current === bookId) return;
    filledFor.current = bookId;
    const rows = feeRowsOf(entries.data, today(), offered?.pricebookId === bookId ? offered.entries : []);
    void form.setFieldValue('proposalEntries', rows as never, true);
  }, [entries.data, bookId, offered, form]);

  const rows = (Array.isArray(form.values.proposalEntries) ? form.values.proposalEntries : []) as unknown as OfferFeeRow[];
  const setValue = (index: number, value: string) => {
    const next = rows.map((row, i) => (i === index ? { ...row, value } : row));
    void form.setFieldValue('proposalEntries', next as never, true);
  };

  if (!bookId) return <Typography.Text type="secondary" id={id}>{t(OF.chooseBookFirst)}</Typography.Text>;
  if (entries.isError) return <Alert type="error" showIcon title={t(OF.feesLoadFailed)} />;
  if (!entries.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (rows.length === 0) return <Typography.Text type="secondary" id={id}>{t(OF.bookHasNoFees)}</Typography.Text>;
  const products = [...new Set(rows.map((r) => r.productId))];
  return (
    <div id={id} role="group" aria-label={t(OF.feesPerProduct)}>
      {products.map((productId) => {
        const of = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.productId === productId);
        return (
          <fieldset key={productId} style={{ border: 0, padding: 0, margin: '0 0 8px', minWidth: 0 }}>
            <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{of[0]!.row.productName} ({of[0]!.row.currencyCode})</legend>
            {of.map(({ row, index }) => {
              const inputId = `${id}-${index}`;
              const problem = feeRowProblem(row, (text, values) => t(text, values));
              return (
                <div key={row.feeTypeId}>
                  <div style={ROW}>
                    <label htmlFor={inputId} style={{ overflowWrap: 'anywhere' }}>
                      {row.feeTypeName} <Typography.Text type="secondary">{t(OF.feeBound, { max: row.max })}</Typography.Text>
                    </label>
                    <Input id={inputId} inputMode="decimal" value={row.value} status={problem ? 'error' : undefined}
                      aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${inputId}-error` : undefined}
                      onChange={(event) => setValue(index, event.target.value)} />
                  </div>
                  {problem && <Typography.Text type="danger" id={`${inputId}-error`} role="alert">{problem}</Typography.Text>}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

import type { FeeSymbol } from '@portal/contracts';
import { decimalPlacesOf } from '@portal/kit';
import { feeTypeLabel, formatFee } from '../pricing/fee-format';
import { useCrmPricingTranslation } from '../pricing/texts';
import { OF, useCrmOffersTranslation } from './texts';

interface Fee { feeTypeId: string; feeTypeName: string; feeSymbol: FeeSymbol; value: number }
interface Entry { productId: string; productName: string; currencyCode: string; items: readonly Fee[] }

const cell = { border: '1px solid rgba(5, 5, 5, 0.06)', padding: '6px 10px', textAlign: 'start' as const, whiteSpace: 'nowrap' as const };

/**
 * The products-and-fees grid of section 2.3: a row per product (and currency), a column per fee type, a slash where
 * the product has no such fee. A plain table (scrolls sideways on a narrow screen): no sorting or paging to offer.
 */
export function OfferFeesGrid({ entries }: { entries: readonly Entry[] }) {
  const { t } = useCrmOffersTranslation();
  const pricing = useCrmPricingTranslation();
  const feeTypes: Fee[] = [];
  for (const e of entries) for (const f of e.items) if (!feeTypes.some((x) => x.feeTypeId === f.feeTypeId)) feeTypes.push(f);
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t(OF.productsAndFees)}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>{t(OF.product)}</th>
            {feeTypes.map((f) => <th key={f.feeTypeId} scope="col" style={cell}>{feeTypeLabel(pricing.t, f)}</th>)}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={`${e.productId}:${e.currencyCode}`}>
              <th scope="row" style={cell}>{`${e.productName} (${e.currencyCode})`}</th>
              {feeTypes.map((type) => {
                const fee = e.items.find((f) => f.feeTypeId === type.feeTypeId);
                return (
                  <td key={type.feeTypeId} style={cell}>
                    {fee
                      ? formatFee(pricing.t, fee.feeSymbol, fee.value, e.currencyCode, decimalPlacesOf(e.currencyCode))
                      : <span title={t(OF.noFee)} aria-label={t(OF.noFee)}>/</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

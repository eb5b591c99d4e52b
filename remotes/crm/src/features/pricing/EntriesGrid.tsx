import { Tag } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { structureOn } from '@portal/contracts';
import { decimalPlacesOf, ListTable, useLookup, type ColumnDef } from '@portal/kit';
import { feeTypeLabel, formatFee, validityOf } from './fee-format';
import type { FeeType, PriceBookEntry } from './pricing-types';
import { PR, useCrmPricingTranslation } from './texts';

export interface EntriesGridProps {
  entries: readonly PriceBookEntry[];
  feeTypes: readonly FeeType[];
  /** The day whose fees are shown (YYYY-MM-DD). */
  day: string;
  /** What the grid lists ("Entries of Standard price list"). */
  label: string;
  /** A row's buttons. */
  actions?(entry: PriceBookEntry): ReactNode;
  onOpen?(entry: PriceBookEntry): void;
}

/**
 * A price book's entries as the agreement's grid shows them (spec section 2.3): a row per product and currency, a
 * column per fee type, the value that applies on `day`, a slash where the fee is not charged.
 */
export function EntriesGrid({ entries, feeTypes, day, label, actions, onOpen }: EntriesGridProps) {
  const { t } = useCrmPricingTranslation();
  const currencies = useLookup('currencies');
  const columns = useMemo<ColumnDef<PriceBookEntry>[]>(() => {
    const places = (code: string) => decimalPlacesOf(code, currencies.byId.get(code)?.decimalPlaces);
    const feeColumns: ColumnDef<PriceBookEntry>[] = feeTypes.map((f) => ({
      key: `fee:${f.feeTypeId}`, title: feeTypeLabel(t, f), align: 'right', width: 150, noWrap: true,
      value: (e) => structureOn(e.structures, day)?.items.find((i) => i.feeTypeId === f.feeTypeId)?.value ?? null,
      render: (e) => {
        const item = structureOn(e.structures, day)?.items.find((i) => i.feeTypeId === f.feeTypeId);
        return item ? formatFee(t, item.feeSymbol, item.value, e.currencyCode, places(e.currencyCode)) : <span title={t(PR.notCharged)}>/</span>;
      },
    }));
    return [
      {
        key: 'product', title: PR.product, value: (e) => e.productName, alwaysShown: true, width: 220,
        render: (e) => <>{e.productName}{!e.isActive && <Tag style={{ marginInlineStart: 8 }}>{t(PR.Inactive)}</Tag>}</>,
      },
      { key: 'currency', title: PR.currency, value: (e) => e.currencyCode, width: 100 },
      ...feeColumns,
      {
        key: 'validity', title: PR.validity, width: 200, noWrap: true,
        value: (e) => {
          const s = structureOn(e.structures, day);
          if (!s) return t(PR.noStructure);
          return validityOf(t, s);
        },
      },
      ...(actions ? [{ key: 'actions', title: PR.actions, kind: 'actions' as const, value: () => '', width: 200, render: actions }] : []),
    ];
  }, [t, feeTypes, day, actions, currencies.byId]);
  return (
    <div style={{ overflowX: 'auto' }}>
      <ListTable<PriceBookEntry> rows={entries} rowKey={(e) => e.id} columns={columns} translate={(text) => t(text)} label={label} onRowClick={onOpen} />
    </div>
  );
}

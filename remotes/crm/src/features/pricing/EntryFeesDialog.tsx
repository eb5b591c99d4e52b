import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { callApi } from '@portal/api-client';
import { PRICE_BOOK_ENDPOINTS as E } from '@portal/contracts';
import { ActionButton, decimalPlacesOf, ListTable, useLookup, type ColumnDef } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { portalDay } from '../records/portal-day';
import { feeTypeLabel, formatFee, validityOf } from './fee-format';
import type { FeeType, PriceBookEntry, PricingStructure } from './pricing-types';
import { refusalOf } from './refusal';
import { StructureFormDialog } from './StructureFormDialog';
import { PR, useCrmPricingTranslation } from './texts';

export interface EntryFeesDialogProps {
  bookId: string;
  tenantId: string;
  entry: PriceBookEntry;
  feeTypes: readonly FeeType[];
  /** The entry as saved after each change (the book's view refreshes). */
  onSaved(entry: PriceBookEntry): void;
  onClose(): void;
}

type Outcome = { ok: boolean; text: string } | null;

/** An entry's pricing structures (validity dates and a value per fee type): add, edit, delete. */
export function EntryFeesDialog({ bookId, tenantId, entry, feeTypes, onSaved, onClose }: EntryFeesDialogProps) {
  const { t } = useCrmPricingTranslation();
  const focus = useDialogFocus(true);
  const currencies = useLookup('currencies');
  const [editing, setEditing] = useState<PricingStructure | 'new' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const places = decimalPlacesOf(entry.currencyCode, currencies.byId.get(entry.currencyCode)?.decimalPlaces);

  const remove = async (s: PricingStructure) => {
    setOutcome(null);
    try {
      const saved = await callApi(E.removeStructure, { params: { id: bookId, entryId: entry.id, structureId: s.id }, query: { tenantId }, silent: true });
      onSaved(saved);
      setOutcome({ ok: true, text: t(PR.structureDeleted, { from: portalDay(s.validFrom) }) });
    } catch (error) {
      setOutcome({ ok: false, text: t(refusalOf(error)) });
    }
  };

  const columns = useMemo<ColumnDef<PricingStructure>[]>(() => [
    {
      key: 'validity', title: PR.validity, alwaysShown: true, width: 200, noWrap: true,
      value: (s) => validityOf(t, s),
    },
    ...feeTypes.map((f): ColumnDef<PricingStructure> => ({
      key: `fee:${f.feeTypeId}`, title: feeTypeLabel(t, f), align: 'right', width: 150, noWrap: true,
      value: (s) => {
        const item = s.items.find((i) => i.feeTypeId === f.feeTypeId);
        return item ? formatFee(t, item.feeSymbol, item.value, entry.currencyCode, places) : '/';
      },
    })),
    {
      key: 'actions', title: PR.actions, kind: 'actions', value: () => '', width: 110, render: (s) => (
        <Flex gap={2}>
          <ActionButton label={t(PR.editStructure, { from: portalDay(s.validFrom) })} icon={<EditOutlined aria-hidden />} onClick={() => setEditing(s)} />
          <ActionButton label={t(PR.deleteStructure, { from: portalDay(s.validFrom) })} icon={<DeleteOutlined aria-hidden />} danger onClick={() => { void remove(s); }} />
        </Flex>
      ),
    },
  // eslint-disable-next-line react-hooks/exhaustive-deps -- remove reads the latest entry through its props
  ], [t, feeTypes, entry, places]);

  return (
    <Modal {...focus} open title={t(PR.editFees, { product: entry.productName, currency: entry.currencyCode })} onCancel={onClose} width={1000}
      footer={<Button onClick={onClose}>{t(PR.close)}</Button>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t(PR.structuresIntro)}</Typography.Paragraph>
        <div role="status" aria-live="polite">
          {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} />}
        </div>
        <div style={{ overflowX: 'auto' }}>
          <ListTable<PricingStructure> rows={entry.structures} rowKey={(s) => s.id} columns={columns} translate={(text) => t(text)}
            label={t(PR.structures)} emptyText={t(PR.noStructures)} />
        </div>
        <div>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>{t(PR.addStructure)}</Button>
        </div>
      </Flex>
      {editing && (
        <StructureFormDialog bookId={bookId} tenantId={tenantId} entry={entry} feeTypes={feeTypes} structure={editing === 'new' ? undefined : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              onSaved(saved);
              setOutcome({ ok: true, text: t(PR.entryChanged, { product: entry.productName, currency: entry.currencyCode }) });
            }
          }} />
      )}
    </Modal>
  );
}

import { CalculatorOutlined, CheckCircleOutlined, DeleteOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { CRM_EDIT_PERMISSIONS, PRICE_BOOK_ENDPOINTS as E, PRICE_BOOKS, type ResourceRowOf } from '@portal/contracts';
import { ActionButton, invalidateResource } from '@portal/kit';
import { useMayEdit } from '../records/use-may-edit';
import { AddProductDialog } from './AddProductDialog';
import { EntriesGrid } from './EntriesGrid';
import { EntryFeesDialog } from './EntryFeesDialog';
import { isoDay } from './fee-format';
import type { PriceBookEntry, PriceBookInfo } from './pricing-types';
import { refusalOf } from './refusal';
import { PR, useCrmPricingTranslation } from './texts';

type Book = ResourceRowOf<typeof PRICE_BOOKS>;
type Outcome = { ok: boolean; text: string } | null;

/**
 * A price book's record view: what it is, and its entries grid (product rows by fee type columns, the fees of today)
 * with the dialogs that add a product, change an entry's fees, deactivate or delete an entry.
 */
export function PriceBookDrawer({ id, row, onClose, today = isoDay(new Date()) }: { id: string; row: Book | undefined; onClose(): void; today?: string }) {
  const { t } = useCrmPricingTranslation();
  const queryClient = useQueryClient();
  const key = [PRICE_BOOKS.key, 'info', id];
  const query = row ? { tenantId: row.tenantId } : {};
  const info = useQuery({ queryKey: key, queryFn: ({ signal }) => callApi(E.info, { params: { id }, query, signal }) });
  const [adding, setAdding] = useState(false);
  const [feesOf, setFeesOf] = useState<PriceBookEntry | null>(null);
  const [deleting, setDeleting] = useState<PriceBookEntry | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Without CRM.PriceBooks.Edit the grid is read-only: no add, fees, deactivate or delete (ADR 0093).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.priceBooks);
  const data = info.data;
  const book = data?.book ?? row;

  /** The view as saved: entries replaced by the server's answer, the list behind refreshed. */
  const apply = (change: (current: PriceBookInfo) => PriceBookInfo) => {
    queryClient.setQueryData<PriceBookInfo>(key, (current) => (current ? change(current) : current));
    void invalidateResource(queryClient, PRICE_BOOKS);
  };
  const replaceEntry = (entry: PriceBookEntry) => apply((c) => ({ ...c, entries: c.entries.map((e) => (e.id === entry.id ? entry : e)) }));

  const setActive = async (entry: PriceBookEntry, isActive: boolean) => {
    setOutcome(null);
    try {
      const saved = await callApi(E.updateEntry, {
        params: { id, entryId: entry.id }, query: { tenantId: book!.tenantId }, silent: true,
        body: { productId: entry.productId, currencyCode: entry.currencyCode, isActive },
      });
      replaceEntry(saved);
      setOutcome({ ok: true, text: t(PR.entryChanged, { product: entry.productName, currency: entry.currencyCode }) });
    } catch (error) {
      setOutcome({ ok: false, text: t(refusalOf(error)) });
    }
  };
  const remove = async (entry: PriceBookEntry) => {
    setOutcome(null);
    try {
      await callApi(E.removeEntry, { params: { id, entryId: entry.id }, query: { tenantId: book!.tenantId }, silent: true });
      apply((c) => ({ ...c, entries: c.entries.filter((e) => e.id !== entry.id) }));
      setOutcome({ ok: true, text: t(PR.entryDeleted, { product: entry.productName, currency: entry.currencyCode }) });
    } catch (error) {
      setOutcome({ ok: false, text: t(refusalOf(error)) });
    }
  };
  const names = (e: PriceBookEntry) => ({ product: e.productName, currency: e.currencyCode });

  return (
    <Drawer open onClose={onClose} title={book ? t(PR.bookOf, { name: book.name }) : undefined} size="large" destroyOnHidden closable={{ 'aria-label': t(PR.close) }}
      styles={{ wrapper: { maxWidth: '100vw', width: 1100 } }}>
      {info.isError && <Alert type="error" showIcon role="alert" title={t(PR.loadFailed)} />}
      {!data && !info.isError && <Spin />}
      {book && data && (
        <Flex vertical gap={12}>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={[
            { key: 'kind', label: t(PR.kind), children: book.isStandard ? <Tag color="blue">{t(PR.Standard)}</Tag> : t(PR.Custom) },
            { key: 'active', label: t(PR.isActive), children: t(book.isActive ? PR.Active : PR.Inactive) },
            { key: 'owner', label: t(PR.owner), children: book.ownerName ?? '' },
            { key: 'related', label: t(PR.related), children: book.related ? t(PR.usedCount, { count: book.related }) : t(PR.notUsed) },
            ...(book.description ? [{ key: 'description', label: t(PR.description), children: book.description }] : []),
          ]} />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t(PR.entriesIntro, { day: today })}</Typography.Paragraph>
          <div role="status" aria-live="polite">
            {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} />}
          </div>
          {mayEdit && (
            <div>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>{t(PR.addProduct)}</Button>
            </div>
          )}
          <EntriesGrid
            entries={data.entries} feeTypes={data.feeTypes} day={today} label={t(PR.entriesGrid, { name: book.name })} onOpen={mayEdit ? setFeesOf : undefined}
            actions={mayEdit ? (e) => (
              <Flex gap={2}>
                <ActionButton label={t(PR.editFees, names(e))} icon={<CalculatorOutlined aria-hidden />} onClick={() => setFeesOf(e)} />
                {e.isActive
                  ? <ActionButton label={t(PR.deactivateEntry, names(e))} icon={<StopOutlined aria-hidden />} onClick={() => { void setActive(e, false); }} />
                  : <ActionButton label={t(PR.activateEntry, names(e))} icon={<CheckCircleOutlined aria-hidden />} onClick={() => { void setActive(e, true); }} />}
                <ActionButton label={t(PR.deleteEntry, names(e))} icon={<DeleteOutlined aria-hidden />} danger
                  blockedBy={e.related > 0 ? t(PR.entryUsedBlocked) : undefined} onClick={() => setDeleting(e)} />
              </Flex>
            ) : undefined}
          />
        </Flex>
      )}
      {adding && book && (
        <AddProductDialog book={book} onDone={(added) => {
          setAdding(false);
          if (added?.length) {
            apply((c) => ({ ...c, entries: [...c.entries, ...added].sort((a, b) => a.productName.localeCompare(b.productName) || a.currencyCode.localeCompare(b.currencyCode)) }));
            setOutcome({ ok: true, text: t(PR.entryAdded, { product: added[0]!.productName, count: added.length }) });
          }
        }} />
      )}
      {feesOf && book && data && (
        <EntryFeesDialog bookId={id} tenantId={book.tenantId} entry={data.entries.find((e) => e.id === feesOf.id) ?? feesOf} feeTypes={data.feeTypes}
          onSaved={replaceEntry} onClose={() => setFeesOf(null)} />
      )}
      <Modal open={deleting !== null} title={deleting ? t(PR.deleteEntryTitle, names(deleting)) : undefined} okButtonProps={{ danger: true }}
        okText={deleting ? t(PR.deleteEntry, names(deleting)) : undefined} cancelText={t(PR.cancel)} destroyOnHidden
        onCancel={() => setDeleting(null)} onOk={() => { const e = deleting!; setDeleting(null); void remove(e); }}>
        <Typography.Paragraph>{t(PR.deleteEntryBody)}</Typography.Paragraph>
      </Modal>
    </Drawer>
  );
}

import { Button, Typography, theme } from 'antd';
import { useDroppable } from '@dnd-kit/core';
import type { CrmClosedState } from '@portal/contracts';
import { formatCount, StatusPill, useSeededCrmName } from '@portal/kit';
import type { BoardColumn } from './board-api';
import { formatMajor } from '../records/major-money';
import { toneOfState } from './board-format';
import { DealCard } from './DealCard';
import { DL, useCrmDealsTranslation } from './texts';

/** One stage or closing state: its header (name, count, totals per currency, weighted) and its cards. */
export function BoardColumnView({ column, index, onLoadMore, readOnly = false }: { column: BoardColumn; index: number; onLoadMore(): void; readOnly?: boolean }) {
  const { t } = useCrmDealsTranslation();
  const seeded = useSeededCrmName();
  const { setNodeRef, isOver } = useDroppable({ id: column.key, data: { column } });
  // The theme's own surfaces: its text colours pass contrast on them (ADR 0039), whatever the tenant's colours.
  const { token } = theme.useToken();
  const headingId = `board-column-${column.key}`;
  const name = column.closedState ? t(DL[column.closedState as CrmClosedState]) : seeded(column.name);
  return (
    <section
      ref={setNodeRef} aria-labelledby={headingId} data-board-column-index={index} data-column-key={column.key}
      style={{
        flex: '0 0 272px', minWidth: 260, background: isOver ? token.colorPrimaryBg : token.colorBgContainer, borderRadius: 8, padding: 8,
        border: `1px solid ${isOver ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        display: 'flex', flexDirection: 'column', maxHeight: '75vh',
      }}
    >
      <header style={{ marginBottom: 8 }}>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 15, margin: 0 }}>
          {column.closedState ? <StatusPill status={column.closedState} label={name} tone={toneOfState(column.closedState as CrmClosedState)} /> : name}
          {column.probability !== null && !column.closedState && <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>{column.probability}%</Typography.Text>}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ display: 'block' }}>{t(DL.records, { count: formatCount(column.count) })}</Typography.Text>
        {column.totals.length === 0 && column.count > 0 && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(DL.noTotals)}</Typography.Text>}
        {column.totals.map((total) => (
          <Typography.Text key={total.currencyCode} style={{ display: 'block', fontSize: 12 }} data-testid={`total-${column.key}-${total.currencyCode}`}>
            {formatMajor(total.amount, total.currencyCode)}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}> · {t(DL.weighted, { amount: formatMajor(total.weighted, total.currencyCode) })}</Typography.Text>
          </Typography.Text>
        ))}
      </header>
      <ul style={{ padding: 0, margin: 0, overflowY: 'auto', flex: 1, minHeight: 60 }} aria-labelledby={headingId}>
        {column.cards.map((card) => <DealCard key={card.id} card={card} columnIndex={index} rottingDays={column.rottingDays} readOnly={readOnly} />)}
      </ul>
      {column.nextCursor && <Button onClick={onLoadMore} style={{ marginTop: 8 }}>{t(DL.loadMore)}</Button>}
    </section>
  );
}

import { Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { crmRecordPath } from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/kit';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { Deal } from './board-api';
import { formatMajor } from '../records/major-money';
import { DL, useCrmDealsTranslation } from './texts';

/** What a card shows: name, customer, amount, owner and the rotting marker. */
export function DealCardBody({ card, rottingDays }: { card: Deal; rottingDays: number | null }) {
  const { t } = useCrmDealsTranslation();
  return (
    <>
      <Typography.Text strong style={{ display: 'block' }}>{card.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block' }}>{card.organizationName}</Typography.Text>
      {card.amount && card.currencyCode && <Typography.Text style={{ display: 'block' }}>{formatMajor(card.amount, card.currencyCode)}</Typography.Text>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{card.ownerName ?? ''}</Typography.Text>
      {card.checklistTotal ? (
        <Tag style={{ marginInlineStart: 8 }} data-testid={`checklist-${card.id}`}>
          {/* "2/4" to the eye, the sentence to a screen reader (the card's name includes it). */}
          <span aria-hidden>☑ {card.checklistDone ?? 0}/{card.checklistTotal}</span>
          <span style={VISUALLY_HIDDEN}>{t(DL.checklistProgress, { done: card.checklistDone ?? 0, total: card.checklistTotal })}</span>
        </Tag>
      ) : null}
      {card.isRotting && (
        <Tag color="volcano" style={{ marginInlineStart: 8 }} title={rottingDays ? t(DL.rottingHelp, { days: rottingDays }) : undefined}>
          {t(DL.rotting)}
        </Tag>
      )}
    </>
  );
}

/**
 * A card to drag by pointer, touch or keyboard (space picks it up, arrows move it, space drops it); read-only (no edit
 * permission, ADR 0093) it is not draggable.
 */
export function DealCard({ card, columnIndex, rottingDays, readOnly = false }: { card: Deal; columnIndex: number; rottingDays: number | null; readOnly?: boolean }) {
  const { t } = useCrmDealsTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { card }, disabled: readOnly });
  const { token } = theme.useToken();
  return (
    <li style={{ listStyle: 'none', marginBottom: 8 }}>
      <div
        ref={setNodeRef} {...(readOnly ? {} : { ...attributes, ...listeners })}
        data-board-card-column-index={columnIndex}
        className={`pipeline-card${card.isRotting ? ' pipeline-card-rotting' : ''}`}
        style={{
          transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.4 : 1, cursor: readOnly ? 'default' : 'grab', touchAction: 'manipulation',
          background: token.colorBgContainer, border: `1px solid ${token.colorBorder}`,
          borderInlineStart: card.isRotting ? `4px solid ${token.colorError}` : `1px solid ${token.colorBorder}`,
          borderRadius: 8, padding: 10,
        }}
      >
        {/* Named by its content (what the user sees is in the name, WCAG 2.5.3) after a hidden "Move". */}
        {!readOnly && <span style={VISUALLY_HIDDEN}>{t(DL.movePrefix)} </span>}
        <DealCardBody card={card} rottingDays={rottingDays} />
      </div>
      {/* Beside the draggable card, not in it: a link inside a drag handle would be a control inside a control. */}
      <Link to={crmRecordPath(card.kind, card.id)} style={{ fontSize: 12 }}>{t(DL.openCard, { name: card.name })}</Link>
    </li>
  );
}

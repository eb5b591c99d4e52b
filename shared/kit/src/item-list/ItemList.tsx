import { Empty, Spin, theme } from 'antd';
import { createContext, useContext, type CSSProperties, type Key, type ReactNode } from 'react';

/**
 * A short list of records (a record's tasks, a customer's offers, a run's files): a `<ul>` of items, each with its
 * content and the actions at its end, split by a line. antd 6.6 deprecated its List for the virtual Listy (ADR 0133);
 * these lists hold tens of rows, so a plain list drawn with the theme's tokens does the same without a scroller.
 */
export interface ItemListProps<T> {
  items: readonly T[] | undefined;
  renderItem: (item: T, index: number) => ReactNode;
  /** Each item's React key: its `id` when it has one, else its place. */
  itemKey?: (item: T, index: number) => Key;
  size?: 'small' | 'default';
  /** A border around the list, as around a card. */
  bordered?: boolean;
  /** Still loading: a spinner over what is shown. */
  loading?: boolean;
  /** Shown instead of the list when it has no items (antd's "No data" by default). */
  empty?: ReactNode;
  'aria-label'?: string;
  style?: CSSProperties;
}

interface ItemPlace { last: boolean; size: 'small' | 'default'; bordered: boolean }
const ItemPlaceContext = createContext<ItemPlace>({ last: true, size: 'default', bordered: false });

const keyOf = (item: unknown, index: number): Key => {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

export function ItemList<T>({ items, renderItem, itemKey = keyOf, size = 'default', bordered = false, loading = false, empty, style, ...aria }: ItemListProps<T>) {
  const { token } = theme.useToken();
  const rows = items ?? [];
  const frame: CSSProperties = bordered ? { border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`, borderRadius: token.borderRadiusLG } : {};
  const body = rows.length === 0
    ? (loading ? <div style={{ minHeight: 48 }} /> : (
      <div className="portal-item-list-empty" style={{ padding: token.padding, textAlign: 'center', color: token.colorTextDescription }}>
        {empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </div>
    ))
    : (
      <ul className="portal-item-list-items" aria-label={aria['aria-label']} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((item, index) => (
          <ItemPlaceContext.Provider key={itemKey(item, index)} value={{ last: index === rows.length - 1, size, bordered }}>
            {renderItem(item, index)}
          </ItemPlaceContext.Provider>
        ))}
      </ul>
    );
  return (
    <div className="portal-item-list" style={{ ...frame, ...style }}>
      <Spin spinning={loading}>{body}</Spin>
    </div>
  );
}

export interface ItemListItemProps {
  children?: ReactNode;
  /** Buttons at the item's end, split by a line. */
  actions?: ReactNode[];
}

/** One item: its parts spread across the line (a name at the start, a date at the end), then its actions. */
export function ItemListItem({ children, actions = [] }: ItemListItemProps) {
  const { token } = theme.useToken();
  const { last, size, bordered } = useContext(ItemPlaceContext);
  const vertical = size === 'small' ? token.paddingXS : token.paddingSM;
  const horizontal = size === 'small' || bordered ? token.padding : 0;
  return (
    <li
      className="portal-item-list-item"
      style={{
        display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.padding, color: token.colorText,
        padding: `${vertical}px ${horizontal}px`, borderBlockEnd: last ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
      }}
    >
      {children}
      {actions.length > 0 && (
        <div className="portal-item-list-actions" style={{ display: 'flex', alignItems: 'center', flexShrink: 0, marginInlineStart: 'auto' }}>
          {actions.map((action, index) => (
            <span
              key={index}
              style={{ padding: `0 ${token.paddingXS}px`, borderInlineStart: index === 0 ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}
            >
              {action}
            </span>
          ))}
        </div>
      )}
    </li>
  );
}

export interface ItemListMetaProps {
  title: ReactNode;
  description?: ReactNode;
}

/** An item's title and, under it, its description in the secondary text colour. */
export function ItemListMeta({ title, description }: ItemListMetaProps) {
  const { token } = theme.useToken();
  return (
    <div>
      <div style={{ color: token.colorText, marginBlockEnd: description ? token.marginXXS : 0 }}>{title}</div>
      {description && <div style={{ color: token.colorTextDescription }}>{description}</div>}
    </div>
  );
}

import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PortalMenuItem } from './build-menu';
import { menuIcon } from './menu-icons';
import { popupPosition, useClosePopupOutside, type PopupPlacement } from './menu-popup';
import { useMenuTooltip, type MenuTooltipHandlers } from './menu-tooltip';

export interface MenuListProps {
  items: PortalMenuItem[];
  /** inline: groups unfold in place (sidebar, drawer); beside / below: groups open a popup (folded sidebar, navbar). */
  groups: 'inline' | PopupPlacement;
  /** A folded sidebar: top-level entries show their icon, their title for screen readers and as a tooltip. */
  iconsOnly?: boolean;
  selectedId: string | undefined;
  /** Inline groups that are unfolded. */
  openIds: readonly string[];
  onToggle(id: string): void;
  t(key: string): string;
  className?: string;
}

const holds = (item: PortalMenuItem, id: string | undefined): boolean =>
  !!id && (item.id === id || (item.children ?? []).some((child) => holds(child, id)));

/**
 * The main menu as plain links and disclosure buttons (no antd: the shell's frame is drawn before antd loads, ADR
 * 0062). Every link is in the page even inside a folded group (hidden), so the menu's links can be listed.
 */
export function MenuList(props: MenuListProps) {
  const { items, className = 'portal-menu' } = props;
  // One popup at a time.
  const [popupId, setPopupId] = useState<string | null>(null);
  // A label the menu's width cuts shows its whole title beside it, on hover and on focus.
  const tooltip = useMenuTooltip();
  return (
    <>
      <ul className={className}>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} depth={0} {...props} popupId={popupId} setPopupId={setPopupId} tooltip={tooltip.handlers} />
        ))}
      </ul>
      {tooltip.node}
    </>
  );
}

interface EntryProps extends MenuListProps {
  item: PortalMenuItem;
  depth: number;
  popupId: string | null;
  setPopupId(id: string | null): void;
  tooltip: MenuTooltipHandlers;
}

function ItemLink({ item, depth, iconsOnly, selectedId, t, onChoose, tooltip }: EntryProps & { onChoose?: () => void }) {
  const title = t(item.title);
  const selected = item.id === selectedId;
  const compact = iconsOnly && depth === 0;
  return (
    <li>
      {/* Folded to its icon, the entry's title is its tooltip; a label cut with an ellipsis shows the menu's tooltip. */}
      <Link
        to={item.url!}
        title={compact ? title : undefined}
        {...(compact ? {} : tooltip)}
        className={selected ? 'portal-menu-item portal-menu-item-selected' : 'portal-menu-item'}
        aria-current={selected ? 'page' : undefined}
        style={{ '--portal-menu-depth': depth } as CSSProperties}
        onClick={onChoose}
      >
        {depth === 0 && <span className="portal-menu-icon" aria-hidden="true">{menuIcon(item.icon)}</span>}
        <span className={compact ? 'portal-visually-hidden' : 'portal-menu-label'}>{title}</span>
      </Link>
    </li>
  );
}

function GroupTitle({ children, depth }: { children: ReactNode; depth: number }) {
  return <div className="portal-menu-group-title" style={{ '--portal-menu-depth': depth } as CSSProperties}>{children}</div>;
}

function MenuEntry(props: EntryProps) {
  const { item, depth, t } = props;
  if (item.type === 'item') return <ItemLink {...props} />;
  const children = item.children ?? [];
  if (item.type === 'group') {
    return (
      <li className="portal-menu-group">
        <GroupTitle depth={depth}>{t(item.title)}</GroupTitle>
        <ul>{children.map((child) => <MenuEntry key={child.id} {...props} item={child} depth={depth} />)}</ul>
      </li>
    );
  }
  return props.groups === 'inline' || depth > 0 ? <InlineGroup {...props} /> : <PopupGroup {...props} placement={props.groups} />;
}

function GroupButtonContent({ item, depth, iconsOnly, t }: EntryProps) {
  return (
    <>
      {depth === 0 && <span className="portal-menu-icon" aria-hidden="true">{menuIcon(item.icon)}</span>}
      <span className={iconsOnly && depth === 0 ? 'portal-visually-hidden' : 'portal-menu-label'}>{t(item.title)}</span>
      {!(iconsOnly && depth === 0) && <span className="portal-menu-arrow" aria-hidden="true" />}
    </>
  );
}

function InlineGroup(props: EntryProps) {
  const { item, depth, openIds, onToggle, selectedId } = props;
  const listId = useId();
  const open = openIds.includes(item.id);
  const active = holds(item, selectedId);
  return (
    <li className={open ? 'portal-menu-submenu portal-menu-submenu-open' : 'portal-menu-submenu'}>
      <button
        type="button"
        className={active ? 'portal-menu-item portal-menu-submenu-title portal-menu-submenu-active' : 'portal-menu-item portal-menu-submenu-title'}
        aria-expanded={open}
        aria-controls={listId}
        style={{ '--portal-menu-depth': depth } as CSSProperties}
        {...props.tooltip}
        onClick={() => onToggle(item.id)}
      >
        <GroupButtonContent {...props} />
      </button>
      <ul id={listId} className="portal-menu-sub" hidden={!open}>
        {(item.children ?? []).map((child) => <MenuEntry key={child.id} {...props} item={child} depth={depth + 1} />)}
      </ul>
    </li>
  );
}

function PopupGroup(props: EntryProps & { placement: PopupPlacement }) {
  const { item, placement, popupId, setPopupId, selectedId, t } = props;
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<CSSProperties>({});
  const open = popupId === item.id;
  const close = () => setPopupId(null);
  useClosePopupOutside(open, root, button, close);
  const toggle = () => {
    if (open) return close();
    if (button.current) setPosition(popupPosition(button.current, placement));
    setPopupId(item.id);
  };
  return (
    <li ref={root} className="portal-menu-submenu">
      <button
        ref={button}
        type="button"
        className={holds(item, selectedId) ? 'portal-menu-item portal-menu-submenu-title portal-menu-submenu-active' : 'portal-menu-item portal-menu-submenu-title'}
        aria-expanded={open}
        aria-controls={listId}
        title={props.iconsOnly ? t(item.title) : undefined}
        {...(props.iconsOnly ? {} : props.tooltip)}
        onClick={toggle}
      >
        <GroupButtonContent {...props} />
      </button>
      <ul id={listId} className="portal-menu-popup" hidden={!open} style={position} aria-label={t(item.title)}>
        {(item.children ?? []).map((child) =>
          child.type === 'item'
            ? <ItemLink key={child.id} {...props} item={child} depth={1} iconsOnly={false} onChoose={close} />
            : <MenuEntry key={child.id} {...props} item={child} depth={1} iconsOnly={false} />,
        )}
      </ul>
    </li>
  );
}

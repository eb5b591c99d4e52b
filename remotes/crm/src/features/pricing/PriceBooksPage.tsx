import { FolderOpenOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { CRM_EDIT_PERMISSIONS, PRICE_BOOK_FILTER_TYPES, PRICE_BOOKS, type ResourceRowOf } from '@portal/contracts';
import { ActionButton, ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { PriceBookDrawer } from './PriceBookDrawer';
import { PR, useCrmPricingTranslation } from './texts';
import { useMayEdit } from '../records/use-may-edit';

type Book = ResourceRowOf<typeof PRICE_BOOKS>;

/** Price books (/crm/price-books; ADR 0089): the standard book and custom ones; a row opens its entries grid. */
export function PriceBooksPage({ title }: { title: string }) {
  // Without the edit permission the list reads only (ADR 0093).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.priceBooks);
  const { t } = useCrmPricingTranslation();
  const filterTypes = PRICE_BOOK_FILTER_TYPES.map((f) => ({ id: f, name: t(PR[f]) }));
  const columns = useMemo<ColumnDef<Book>[]>(() => [
    {
      key: 'name', title: PR.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 240,
      render: (r) => <>{r.name}{r.isStandard && <Tag color="blue" style={{ marginInlineStart: 8 }}>{t(PR.standardTag)}</Tag>}</>,
    },
    { key: 'description', title: PR.description, value: (r) => r.description, width: 280 },
    { key: 'products', title: PR.products, kind: 'count', value: (r) => r.products, width: 100 },
    { key: 'entries', title: PR.entries, kind: 'count', value: (r) => r.entries, width: 100 },
    { key: 'currencies', title: PR.currencies, value: (r) => r.currencies.join(', '), width: 170 },
    { key: 'related', title: PR.related, kind: 'count', value: (r) => r.related, width: 100 },
    { key: 'owner', title: PR.owner, value: (r) => r.ownerName ?? '', width: 150, hiddenByDefault: true },
    {
      key: 'isActive', title: PR.isActive, value: (r) => String(r.isActive), width: 110,
      render: (r) => <StatusPill status={r.isActive ? 'Active' : 'Inactive'} label={t(r.isActive ? PR.Active : PR.Inactive)} />,
    },
    { key: 'updatedAt', title: PR.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 130 },
  ], [t]);
  const fields = {
    name: { label: t(PR.name) },
    description: { label: t(PR.description), inputType: 'textarea' as const },
    isStandard: { label: t(PR.isStandard), help: t(PR.isStandardHelp) },
    isActive: { label: t(PR.isActive) },
    ownerId: false as const,
  };
  return (
    <ResourceListPage<Book> readOnly={!mayEdit}
      views
      resource={PRICE_BOOKS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      before={<Typography.Paragraph type="secondary">{t(PR.priceBooksIntro)}</Typography.Paragraph>}
      fields={{ filterType: { label: t(PR.filterType), options: filterTypes } }}
      create={{ fields, initial: { isStandard: false, isActive: true } }}
      edit={{ fields }} remove
      rowActions={(r, list) => <ActionButton label={t(PR.openBook, { name: r.name })} icon={<FolderOpenOutlined aria-hidden />} onClick={() => list.drawer.open(r.id)} />}
      drawer={(opened, close) => <PriceBookDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}

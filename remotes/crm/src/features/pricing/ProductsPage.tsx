import { Typography } from 'antd';
import { useMemo } from 'react';
import { CRM_EDIT_PERMISSIONS, CRM_PRODUCT_CATEGORIES, PRODUCT_CODE_PATTERN, PRODUCTS, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, StatusPill, useLookup, type ColumnDef } from '@portal/kit';
import { PR, useCrmPricingTranslation } from './texts';
import { useMayEdit } from '../records/use-may-edit';

type Product = ResourceRowOf<typeof PRODUCTS>;

/** Products (/crm/products; ADR 0089): the platform's services a reseller sells, priced in price books. */
export function ProductsPage({ title }: { title: string }) {
  // Without the edit permission the list reads only (ADR 0093).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.products);
  const { t } = useCrmPricingTranslation();
  const methods = useLookup('methods');
  const categories = CRM_PRODUCT_CATEGORIES.map((c) => ({ id: c, name: t(PR[c]) }));
  const columns = useMemo<ColumnDef<Product>[]>(() => [
    { key: 'name', title: PR.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 240 },
    { key: 'code', title: PR.code, kind: 'id', value: (r) => r.code, sortable: true, width: 150 },
    { key: 'category', title: PR.category, value: (r) => t(PR[r.category]), sortable: true, width: 200 },
    // The shared lookup's name (a seeded method in the reader's language), the server's when the lookup lacks it.
    { key: 'method', title: PR.method, value: (r) => (r.methodId ? methods.byId.get(r.methodId)?.name : undefined) ?? r.methodName ?? '', width: 150 },
    { key: 'entries', title: PR.entries, kind: 'count', value: (r) => r.entries, width: 100 },
    {
      key: 'isActive', title: PR.isActive, value: (r) => String(r.isActive), width: 110,
      render: (r) => <StatusPill status={r.isActive ? 'Active' : 'Inactive'} label={t(r.isActive ? PR.Active : PR.Inactive)} />,
    },
    { key: 'updatedAt', title: PR.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 130 },
  ], [t, methods.byId]);
  const fields = {
    name: { label: t(PR.name) },
    code: {
      label: t(PR.code), help: t(PR.codeHelp), autoComplete: 'off',
      validations: [{ name: 'pattern' as const, value: PRODUCT_CODE_PATTERN, message: t(PR.codePattern) }],
    },
    category: { label: t(PR.category), options: categories },
    methodId: { label: t(PR.method), type: 'select' as const, options: [{ id: '', name: t(PR.noMethod) }, ...methods.options], loading: methods.isLoading },
    description: { label: t(PR.description), inputType: 'textarea' as const },
    isActive: { label: t(PR.isActive) },
  };
  return (
    <ResourceListPage<Product> readOnly={!mayEdit}
      views
      resource={PRODUCTS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      before={<Typography.Paragraph type="secondary">{t(PR.productsIntro)}</Typography.Paragraph>}
      fields={{ category: { label: t(PR.category), options: categories }, isActive: { label: t(PR.isActive) } }}
      create={{ fields, initial: { category: 'CardProcessing', isActive: true, methodId: '' } }}
      edit={{ fields }}
      remove
    />
  );
}

import type { CatalogPages } from '@portal/contracts';
import { PriceBooksPage } from './PriceBooksPage';
import { ProductsPage } from './ProductsPage';

/** The CRM's products and price books pages by route path (their lazy group's chunk; ADR 0089). */
export const PRICING_PAGES: CatalogPages = {
  '/crm/products': (row) => <ProductsPage title={row.title} />,
  '/crm/price-books': (row) => <PriceBooksPage title={row.title} />,
};

import type { CatalogPages } from '@portal/contracts';
import { AiScopingPage } from './AiScopingPage';

/** The AI scoping page by route path (its lazy group's chunk, ADR 0105). */
export const AI_SCOPING_PAGES: CatalogPages = {
  '/crm/settings/ai-scoping': (row) => <AiScopingPage title={row.title} />,
};

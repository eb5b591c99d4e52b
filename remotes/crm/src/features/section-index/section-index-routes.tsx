import type { CatalogPages } from '@portal/contracts';
import { sectionIndexPagesOf } from '@portal/kit';

/** The area roots of this remote: each lists the entries of its menu group that the user may open. */
export const SECTION_INDEX_PAGES: CatalogPages = sectionIndexPagesOf('crm');

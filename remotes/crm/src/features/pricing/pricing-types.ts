import type { PRICE_BOOK_ENDPOINTS, ResultOf } from '@portal/contracts';

/** A book's record view as the server answers it (`pricebooks/{id}/info`). */
export type PriceBookInfo = ResultOf<typeof PRICE_BOOK_ENDPOINTS.info>;
export type PriceBookEntry = PriceBookInfo['entries'][number];
export type PricingStructure = PriceBookEntry['structures'][number];
export type FeeType = PriceBookInfo['feeTypes'][number];

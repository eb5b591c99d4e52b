/**
 * Generated payments per demo merchant when SEED_TRANSACTIONS is not set (`npm start`'s demo data). A module of its
 * own, importing nothing, so that the e2e server finds its template without loading the backend (e2e-server.ts).
 */
export const DEFAULT_SEED_TRANSACTIONS = 2000;

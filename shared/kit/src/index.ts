// @portal/kit: the part-2 kits (ADR to come with the first kit). Bundled into each app that imports it,
// never a federation singleton (the reason of ADR 0013: a remote deployed after the host keeps its own version).

// Field definitions and the one form engine (ADR 0021).
export * from './fields';
// Input helpers of spec part 2 sections 5 and 9.
export * from './inputs';
// Alert banner, reject-reason dialog, tooltip offset, elapsed time.
export * from './feedback';

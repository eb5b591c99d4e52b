/** The API keys' clock: tests move it (a roll's grace, an expiry, the rate window) without waiting. */
export const apiKeyClock = { now: (): Date => new Date() };

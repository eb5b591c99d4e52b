/** The payment links' clock: tests move it past an expiry without waiting. */
export const paymentLinkClock = { now: (): Date => new Date() };

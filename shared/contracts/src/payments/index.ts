export * from './bank-account';
export * from './model';
export * from './paths';
export type { StatusTone as PaymentPillTone } from './tones';
export * from './batch';

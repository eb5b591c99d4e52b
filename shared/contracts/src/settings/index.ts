export * from './payment-settings';
export * from './settings-promotion';

export * from './payment-configuration';

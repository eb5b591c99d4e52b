export * from './reference-data';
export * from './reference-lookups';
export * from './payment-configuration';

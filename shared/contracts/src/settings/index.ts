export * from './reference-data';
export * from './reference-lookups';
export * from './payment-configuration';
export * from './access';
export * from './fees';
export * from './billing';
export * from './whitelisting';
export * from './alert-thresholds';

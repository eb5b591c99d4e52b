export * from './access';
export * from './fees';
export * from './billing';
export * from './whitelisting';
export * from './alert-thresholds';

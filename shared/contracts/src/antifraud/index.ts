export * from './conditions';
export * from './model';
export * from './endpoints';
export * from './built-in-checks';

export * from './definition';
export * from './model';
export * from './endpoints';

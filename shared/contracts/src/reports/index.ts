export * from './model';
export * from './data-analytics';

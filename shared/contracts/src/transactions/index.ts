export * from './model';
export * from './paths';
export * from './lookup';
export * from './columns';
export * from './search';
export * from './saved-filters';
export * from './detail';
export * from './export';

export * from './model';
export * from './settings';
export * from './data-analytics';
export * from './definition-texts';

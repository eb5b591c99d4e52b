export * from './apm';
export * from './bdt';

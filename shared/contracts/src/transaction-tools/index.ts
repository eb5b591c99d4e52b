export * from './apm';

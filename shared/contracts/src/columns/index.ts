export * from './column-pin';

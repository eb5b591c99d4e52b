export { isPlainObject as default } from './path-and-plain.mjs';

export { toPath as default } from './path-and-plain.mjs';

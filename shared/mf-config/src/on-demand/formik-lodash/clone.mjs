export { clone as default } from './base-clone.mjs';

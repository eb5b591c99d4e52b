export { cloneDeep as default } from './base-clone.mjs';

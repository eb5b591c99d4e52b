// Bundlers targeting the browser get this file instead of choose-option.ts (package.json "browser" field):
// @testing-library/react stays out of browser bundles.
import type { chooseOption as chooseOptionType } from './choose-option';

export const chooseOption: typeof chooseOptionType = () => {
  throw new Error('chooseOption runs in jest only');
};

import { SHELL_TEXTS } from './shell-texts';

/** English: every key maps to itself. */
export const shellEn: Record<string, string> = Object.fromEntries(Object.values(SHELL_TEXTS).map((text) => [text, text]));

import { createContext, useContext } from 'react';
import { DEFAULT_THEME_CONFIGURATION, type ThemeConfiguration } from './theme-config';

export const ThemeConfigurationContext = createContext<ThemeConfiguration>(DEFAULT_THEME_CONFIGURATION);

/** The theme in force: layout, colours, logo and favicon. */
export function useThemeConfiguration(): ThemeConfiguration {
  return useContext(ThemeConfigurationContext);
}

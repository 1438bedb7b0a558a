import type { Settings } from '@amora/contracts';
import { createContext, useContext } from 'react';

export const SettingsContext = createContext<Settings | null>(null);

/** The tenant's settings (spec §3), loaded once at start-up. */
export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsContext');
  return settings;
}

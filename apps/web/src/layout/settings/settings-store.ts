import { create } from 'zustand';
import {
  DEFAULT_SETTINGS,
  readSavedSettings,
  removeSavedSettings,
  writeSettings,
  type LayoutSettings,
} from './layout-settings';

interface SettingsState {
  settings: LayoutSettings;
  drawerOpen: boolean;
  /** Applies at once (a preview); only `save` makes it survive a reload. */
  change: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
  save: () => void;
  /** Forgets the saved settings and goes back to the defaults. */
  reset: () => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: readSavedSettings(),
  drawerOpen: false,
  change: (key, value) => set({ settings: { ...get().settings, [key]: value } }),
  save: () => writeSettings(get().settings),
  reset: () => {
    removeSavedSettings();
    set({ settings: { ...DEFAULT_SETTINGS } });
  },
  setDrawerOpen: (open) => set({ drawerOpen: open }),
}));

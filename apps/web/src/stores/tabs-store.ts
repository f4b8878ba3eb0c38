import { create } from 'zustand';
import {
  closeAround,
  closeTab,
  homeTab,
  refreshTab,
  replaceTitle,
  visitTab,
  type Tab,
  type TabsResult,
} from './tabs-model';

interface TabsState {
  tabs: Tab[];
  visit: (path: string, fullPath: string) => void;
  close: (path: string, activePath: string) => string | undefined;
  closeOthers: (path: string, activePath: string) => string | undefined;
  closeLeft: (path: string, activePath: string) => string | undefined;
  closeRight: (path: string, activePath: string) => string | undefined;
  refresh: (path: string, activePath: string) => void;
  replaceTitle: (path: string, title: string) => void;
  reset: () => void;
}

export const useTabsStore = create<TabsState>()((set, get) => {
  const apply = (result: TabsResult) => {
    set({ tabs: result.tabs });
    return result.navigateTo;
  };
  return {
    tabs: [homeTab()],
    visit: (path, fullPath) => {
      const next = visitTab(get().tabs, path, fullPath);
      if (next !== get().tabs) set({ tabs: next });
    },
    close: (path, active) => apply(closeTab(get().tabs, path, active)),
    closeOthers: (path, active) => apply(closeAround(get().tabs, path, 'others', active)),
    closeLeft: (path, active) => apply(closeAround(get().tabs, path, 'left', active)),
    closeRight: (path, active) => apply(closeAround(get().tabs, path, 'right', active)),
    refresh: (path, active) => set({ tabs: refreshTab(get().tabs, path, active) }),
    replaceTitle: (path, title) => set({ tabs: replaceTitle(get().tabs, path, title) }),
    reset: () => set({ tabs: [homeTab()] }),
  };
});

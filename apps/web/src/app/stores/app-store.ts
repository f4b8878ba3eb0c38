import { create } from 'zustand';
import { StorageKeys } from '@zcps/contracts';

export type Device = 'desktop' | 'mobile';

/** Below this width the sidebar becomes a drawer (spec §9). */
export const MOBILE_BREAKPOINT = 992;

interface AppState {
  sidebarOpened: boolean;
  mobileMenuOpen: boolean;
  device: Device;
  toggleSidebar: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  setDevice: (device: Device) => void;
}

function readSidebarStatus(): boolean {
  return localStorage.getItem(StorageKeys.SIDEBAR_STATUS) !== '0';
}

export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: readSidebarStatus(),
  mobileMenuOpen: false,
  device: typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop',

  toggleSidebar: () => {
    if (get().device === 'mobile') {
      set({ mobileMenuOpen: !get().mobileMenuOpen });
      return;
    }
    const next = !get().sidebarOpened;
    localStorage.setItem(StorageKeys.SIDEBAR_STATUS, next ? '1' : '0');
    set({ sidebarOpened: next });
  },

  setMobileMenuOpen: (open) => set({ mobileMenuOpen: open }),

  setDevice: (device) => {
    if (device !== get().device) set({ device, mobileMenuOpen: false });
  },
}));

import { create } from 'zustand';
import { StorageKeys } from '@zcps/contracts';

export type Device = 'desktop' | 'mobile';

/** Layout sizes of the navbar (spec §2), stored under `size`. */
export const LAYOUT_SIZES = ['default', 'large', 'small'] as const;
export type LayoutSize = (typeof LAYOUT_SIZES)[number];

function readSize(): LayoutSize {
  const saved = localStorage.getItem(StorageKeys.SIZE);
  return (LAYOUT_SIZES as readonly string[]).includes(saved ?? '') ? (saved as LayoutSize) : 'default';
}

/** Below this width the sidebar becomes a drawer (spec §9). */
export const MOBILE_BREAKPOINT = 992;

interface AppState {
  sidebarOpened: boolean;
  mobileMenuOpen: boolean;
  device: Device;
  size: LayoutSize;
  setSize: (size: LayoutSize) => void;
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
  size: readSize(),
  setSize: (size) => {
    localStorage.setItem(StorageKeys.SIZE, size);
    set({ size });
  },
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

import { create } from 'zustand';
import type { RouterVo } from '@zcps/contracts';
import { buildRoutes, type DirectoryRedirect, type FlatRoute, type MenuNode } from '../lib/build-routes';
import { fetchRouters } from './session-api';

interface PermissionState {
  /** The server's RouterVo tree as received. */
  routers: RouterVo[];
  sidebarRoutes: MenuNode[];
  routes: FlatRoute[];
  redirects: DirectoryRedirect[];
  loaded: boolean;
  generateRoutes: () => Promise<void>;
  reset: () => void;
}

// The page registry lives in the app layer (it lazily imports every feature page), above the stores: the app
// hands its lookup down once at start-up so menu routes can tell a registered page from a placeholder.
let hasPage: (componentKey: string) => boolean = () => false;

export function setPageLookup(lookup: (componentKey: string) => boolean): void {
  hasPage = lookup;
}

const empty = { routers: [], sidebarRoutes: [], routes: [], redirects: [], loaded: false };

export const usePermissionStore = create<PermissionState>()((set) => ({
  ...empty,

  generateRoutes: async () => {
    const { data } = await fetchRouters();
    const routers = data ?? [];
    const built = buildRoutes(routers, hasPage);
    set({
      routers,
      sidebarRoutes: built.menu,
      routes: built.routes,
      redirects: built.redirects,
      loaded: true,
    });
  },

  reset: () => set(empty),
}));

import { create } from 'zustand';
import type { RouterVo } from '@zcps/contracts';
import { fetchRouters } from '../../features/system/menu/api';
import { buildRoutes, type DirectoryRedirect, type FlatRoute, type MenuNode } from '../routes/build-routes';
import { hasPage } from '../routes/page-registry';

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

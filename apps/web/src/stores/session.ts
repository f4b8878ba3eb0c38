import { usePermissionStore } from './permission-store';
import { useUserStore } from './user-store';

let pending: Promise<void> | null = null;

/** getInfo, then the menu; concurrent callers (StrictMode, fast navigation) share one load. */
export function loadSession(): Promise<void> {
  pending ??= (async () => {
    await useUserStore.getState().getInfo();
    await usePermissionStore.getState().generateRoutes();
  })().finally(() => {
    pending = null;
  });
  return pending;
}

export function isSessionReady(): boolean {
  return useUserStore.getState().roles.length > 0 && usePermissionStore.getState().loaded;
}

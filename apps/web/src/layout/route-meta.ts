import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router';
import type { FlatRoute } from '../lib/build-routes';
import { allowedStaticRoutes } from '../lib/static-routes';
import { usePermissionStore } from '../stores/permission-store';
import { useUserStore } from '../stores/user-store';
import { HOME_PATH, normalizePath } from '../stores/tabs-model';

export const PROFILE_PATH = '/user/profile';

export interface RouteMeta {
  title: string;
  /** Titles from the top menu down to this page (empty for the console's own pages). */
  breadcrumb: string[];
  noCache: boolean;
}

/** Title, breadcrumb and caching of any path: a page that resolves to nothing gets no tab. */
export function useRouteMetaResolver(): (pathname: string) => RouteMeta | null {
  const { t } = useTranslation();
  const routes = usePermissionStore((s) => s.routes);
  const permissions = useUserStore((s) => s.permissions);
  // Each navigation asks for every open tab, and matchPath compiles a pattern per call: remember the answers
  // for as long as the route table, the permissions and the language stay the same.
  return useMemo(() => {
    const resolved = new Map<string, RouteMeta | null>();
    return (rawPath: string) => {
      const pathname = normalizePath(rawPath);
      if (!resolved.has(pathname)) resolved.set(pathname, resolveMeta(pathname, routes, permissions, t));
      return resolved.get(pathname)!;
    };
  }, [routes, permissions, t]);
}

function resolveMeta(
  pathname: string,
  routes: readonly FlatRoute[],
  permissions: readonly string[],
  t: TFunction,
): RouteMeta | null {
  if (pathname === HOME_PATH) return { title: t('tabs.home'), breadcrumb: [], noCache: false };
  if (pathname === PROFILE_PATH) {
    const title = t('profile.title');
    return { title, breadcrumb: [title], noCache: false };
  }
  const menuRoute = routes.find((r) => matchPath(r.path, pathname));
  if (menuRoute)
    return { title: menuRoute.title, breadcrumb: menuRoute.breadcrumb, noCache: menuRoute.noCache };
  const staticRoute = allowedStaticRoutes(permissions).find((r) => matchPath(r.path, pathname));
  if (!staticRoute) return null;
  const title = t(`routes.${staticRoute.titleKey}`);
  return { title, breadcrumb: [title], noCache: false };
}

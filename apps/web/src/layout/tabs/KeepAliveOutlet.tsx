import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { FullPageLoading } from '../../components/FullPageLoading';
import { usePermissionStore } from '../../stores/permission-store';
import { useRouteMetaResolver } from '../route-meta';
import { normalizePath } from '../../stores/tabs-model';
import { PageActiveContext } from '../../lib/page-active';
import { useTabsStore } from '../../stores/tabs-store';
import './keep-alive.css';

/**
 * Pages of open tabs stay mounted but hidden (`hidden`, i.e. display: none), so switching tabs keeps their
 * state and costs no re-mount: React <Activity> was measured slower here, since showing a page re-runs its
 * layout effects (antd tables re-measure). A noCache page, or one without a tab, lives only while shown.
 */
export function KeepAliveOutlet({ enabled }: { enabled: boolean }) {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const active = normalizePath(pathname);
  const resolve = useRouteMetaResolver();
  const meta = resolve(active);
  const tabs = useTabsStore((s) => s.tabs);
  const visit = useTabsStore((s) => s.visit);
  const pages = useRef(new Map<string, CachedPage>());
  const routes = usePermissionStore((s) => s.routes);

  // Keyed on the location only: closing this very tab must not re-open it before the navigation lands.
  const hasTab = meta !== null;
  useEffect(() => {
    if (hasTab && enabled) visit(active, active + search);
  }, [active, search, hasTab, enabled, visit]);

  const cacheable = enabled && meta !== null && !meta.noCache;
  const cache = pages.current;
  // Rendering decides what stays mounted; repeating it (StrictMode) gives the same map. Coming back to a page
  // at the same address keeps its element, so React skips the whole page (the measured cost of a tab switch);
  // a new query string or rebuilt routes (language switch) hand it the new element.
  const cached = cache.get(active);
  if (cacheable && (cached?.search !== search || cached.routes !== routes))
    cache.set(active, { element: outlet, search, routes });
  for (const key of [...cache.keys()]) {
    const tab = tabs.find((candidate) => candidate.path === key);
    if (key !== active && (!enabled || !tab || resolve(key)?.noCache)) cache.delete(key);
  }

  const live = cacheable ? null : (
    <Page key={`live:${active}`} resetKey={active}>
      {outlet}
    </Page>
  );
  return (
    <>
      {[...cache].map(([key, { element }]) => {
        const refreshKey = tabs.find((tab) => tab.path === key)?.refreshKey ?? 0;
        return (
          <Page key={`${key}#${refreshKey}`} resetKey={key} hidden={key !== active}>
            {element}
          </Page>
        );
      })}
      {live}
    </>
  );
}

interface CachedPage {
  element: ReactNode;
  search: string;
  routes: unknown;
}

function Page({
  resetKey,
  hidden = false,
  children,
}: {
  resetKey: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="zcps-page" data-page-path={resetKey} hidden={hidden}>
      <PageActiveContext value={!hidden}>
        <ErrorBoundary resetKey={resetKey}>
          <Suspense fallback={<FullPageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </PageActiveContext>
    </div>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from '../../stores/tabs-store';

/** Lets a page name its own tab (e.g. "编辑用户 admin") instead of the menu title. */
export function useTabTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) useTabsStore.getState().replaceTitle(pathname, title);
  }, [pathname, title]);
}

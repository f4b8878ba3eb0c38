import { useEffect, useRef } from 'react';
import { usePageActive } from '../../../lib/page-active';

/**
 * Task lists change while their tab is hidden (someone else acts, this person handles a task on the detail
 * page): coming back to the tab reloads them, so 办理 never opens a task that is already done.
 */
export function useRefreshWhenShown(refresh: () => unknown) {
  const active = usePageActive();
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) void refresh();
    wasActive.current = active;
  }, [active, refresh]);
}

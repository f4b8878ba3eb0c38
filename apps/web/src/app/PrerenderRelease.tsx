import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { releasePrerender } from '../features/auth/login/prerender-takeover';

/**
 * The prerendered login page (served for /login) stays in front until React's login form takes it over; on
 * any other route (a signed-in visitor sent on from /login, a link followed) it goes at once.
 */
export function PrerenderRelease() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== '/login') releasePrerender();
  }, [pathname]);
  return null;
}

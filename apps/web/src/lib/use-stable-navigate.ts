import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

/**
 * Navigation to absolute paths for parts of the console that stay mounted (navbar, kept-alive pages).
 * react-router's useNavigate re-renders its caller on every location change (it resolves relative paths);
 * this one reads only the navigator, so a tab switch does not re-render a hidden page or the whole navbar.
 */
export function useStableNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(
    (to, options) => (options?.replace ? navigator.replace(to) : navigator.push(to)),
    [navigator],
  );
}

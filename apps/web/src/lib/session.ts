import { removeToken } from './auth-token';

/** sessionStorage flag read by the login page to say why the user landed there. */
export const SESSION_EXPIRED_FLAG = 'zcps-session-expired';

let redirecting = false;

function redirectToLogin(): void {
  const { pathname, search, hash } = window.location;
  if (pathname === '/login') return;
  window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search + hash)}`);
}

let navigateToLogin: () => void = redirectToLogin;

/** Tests replace the navigation, which jsdom cannot perform. */
export function setLoginRedirect(handler: () => void): void {
  navigateToLogin = handler;
  redirecting = false;
}

/** A business 401: forget the token and start over at the login page (a full reload drops all state). */
export function expireSession(): void {
  removeToken();
  if (redirecting) return;
  redirecting = true;
  sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
  navigateToLogin();
}

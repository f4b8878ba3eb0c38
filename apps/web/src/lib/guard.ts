/** Reachable without signing in (spec §4, plus the 401 page). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/registerCompany',
  '/registerStaff',
  '/forgetPassword',
  '/social-callback',
  '/401',
];

export type GuardDecision = { type: 'render' } | { type: 'redirect'; to: string } | { type: 'load' };

export interface GuardInput {
  pathname: string;
  /** search + hash of the requested location, kept in the login redirect. */
  rest?: string;
  signedIn: boolean;
  sessionReady: boolean;
}

export function decideGuard({ pathname, rest = '', signedIn, sessionReady }: GuardInput): GuardDecision {
  const isPublic = PUBLIC_PATHS.includes(pathname);
  if (signedIn) {
    if (pathname === '/login') return { type: 'redirect', to: '/' };
    if (isPublic || sessionReady) return { type: 'render' };
    return { type: 'load' };
  }
  if (isPublic) return { type: 'render' };
  return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + rest)}` };
}

/** Only same-origin paths are followed after login, so a crafted link cannot send users elsewhere. */
export function safeRedirect(raw: string | null | undefined, fallback = '/index'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw === '/login' || raw.startsWith('/login?')) return fallback;
  return raw;
}

import { describe, expect, it } from 'vitest';
import { decideGuard, safeRedirect } from './guard';

describe('decideGuard', () => {
  it('sends a signed-in user away from /login', () => {
    expect(decideGuard({ pathname: '/login', signedIn: true, sessionReady: true })).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('loads user info and routes before a signed-in user without roles enters a page', () => {
    expect(decideGuard({ pathname: '/system/user', signedIn: true, sessionReady: false })).toEqual({
      type: 'load',
    });
    expect(decideGuard({ pathname: '/system/user', signedIn: true, sessionReady: true })).toEqual({
      type: 'render',
    });
  });

  it.each(['/login', '/registerCompany', '/registerStaff', '/forgetPassword', '/social-callback', '/401'])(
    'lets anonymous users reach %s',
    (pathname) => {
      expect(decideGuard({ pathname, signedIn: false, sessionReady: false })).toEqual({ type: 'render' });
    },
  );

  it('sends anonymous users to /login with the full original path', () => {
    expect(
      decideGuard({ pathname: '/system/user', rest: '?pageNum=2#top', signedIn: false, sessionReady: false }),
    ).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/system/user?pageNum=2#top')}`,
    });
  });
});

describe('safeRedirect', () => {
  it('follows same-origin paths only', () => {
    expect(safeRedirect('/system/user?x=1')).toBe('/system/user?x=1');
    expect(safeRedirect(null)).toBe('/index');
    expect(safeRedirect('https://evil.example')).toBe('/index');
    expect(safeRedirect('//evil.example')).toBe('/index');
    expect(safeRedirect('/\\evil.example')).toBe('/index');
    expect(safeRedirect('/login?redirect=/x')).toBe('/index');
  });
});

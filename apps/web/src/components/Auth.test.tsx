import { render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../stores/user-store';
import { Auth, createAuthHelpers, useAuth } from './Auth';

describe('createAuthHelpers', () => {
  it('passes exact permissions and the *:*:* wildcard', () => {
    const user = createAuthHelpers(['system:user:list', 'system:user:edit'], ['staff']);
    expect(user.hasPermi('system:user:list')).toBe(true);
    expect(user.hasPermi('system:role:list')).toBe(false);
    expect(user.hasPermiOr(['system:role:list', 'system:user:edit'])).toBe(true);
    expect(user.hasPermiOr(['system:role:list'])).toBe(false);
    expect(user.hasPermiAnd(['system:user:list', 'system:user:edit'])).toBe(true);
    expect(user.hasPermiAnd(['system:user:list', 'system:role:list'])).toBe(false);
    expect(createAuthHelpers(['*:*:*'], []).hasPermiAnd(['a:b:c', 'title:review-approval:query'])).toBe(true);
  });

  it('passes exact roles, and superadmin or the tenant admin for any role', () => {
    const staff = createAuthHelpers([], ['staff']);
    expect(staff.hasRole('staff')).toBe(true);
    expect(staff.hasRole('reviewer')).toBe(false);
    expect(staff.hasRoleOr(['reviewer', 'staff'])).toBe(true);
    expect(staff.hasRoleAnd(['reviewer', 'staff'])).toBe(false);
    expect(createAuthHelpers([], ['superadmin']).hasRoleAnd(['reviewer', 'office'])).toBe(true);
    expect(createAuthHelpers([], ['admin']).hasRole('reviewer')).toBe(true);
  });
});

describe('helpers taking lists', () => {
  const user = createAuthHelpers(['system:user:list'], ['staff']);

  it('hasPermi and hasRole accept a list meaning any of it', () => {
    expect(user.hasPermi(['system:role:list', 'system:user:list'])).toBe(true);
    expect(user.hasPermi(['system:role:list'])).toBe(false);
    expect(user.hasRole(['reviewer', 'staff'])).toBe(true);
    expect(user.hasRole(['reviewer'])).toBe(false);
  });

  it('never passes an empty list', () => {
    expect(user.hasPermi([])).toBe(false);
    expect(user.hasPermiOr([])).toBe(false);
    expect(user.hasPermiAnd([])).toBe(false);
    expect(user.hasRole([])).toBe(false);
    expect(user.hasRoleOr([])).toBe(false);
    expect(user.hasRoleAnd([])).toBe(false);
    expect(createAuthHelpers(['*:*:*'], ['superadmin']).hasPermiAnd([])).toBe(false);
  });

  it('lets *:*:* pass every permission helper and superadmin/admin every role helper', () => {
    const root = createAuthHelpers(['*:*:*'], []);
    expect(root.hasPermi('x:y:z')).toBe(true);
    expect(root.hasPermiOr(['x:y:z'])).toBe(true);
    expect(root.hasRole('office')).toBe(false);
    for (const role of ['superadmin', 'admin']) {
      const admin = createAuthHelpers([], [role]);
      expect(admin.hasRoleOr(['a', 'b'])).toBe(true);
      expect(admin.hasRoleAnd(['a', 'b'])).toBe(true);
      expect(admin.hasPermi('system:user:list')).toBe(false);
    }
  });
});

describe('<Auth> and useAuth', () => {
  beforeEach(() => {
    useUserStore.setState({ permissions: ['system:user:add'], roles: ['office'] });
  });

  it('renders children only with a matching permission or role', () => {
    render(
      <>
        <Auth perm="system:user:add">
          <button>add</button>
        </Auth>
        <Auth perm={['system:user:remove', 'system:user:export']} fallback={<span>no export</span>}>
          <button>export</button>
        </Auth>
        <Auth role="office">
          <span>office only</span>
        </Auth>
        <Auth role={['reviewer']}>
          <span>reviewers only</span>
        </Auth>
      </>,
    );
    expect(screen.getByText('add')).toBeTruthy();
    expect(screen.queryByText('export')).toBeNull();
    expect(screen.getByText('no export')).toBeTruthy();
    expect(screen.getByText('office only')).toBeTruthy();
    expect(screen.queryByText('reviewers only')).toBeNull();
  });

  it('needs every code with match="all"', () => {
    useUserStore.setState({ permissions: ['system:user:add'], roles: ['office', 'reviewer'] });
    render(
      <>
        <Auth perm={['system:user:add', 'system:user:edit']} match="all">
          <span>add and edit</span>
        </Auth>
        <Auth role={['office', 'reviewer']} match="all">
          <span>both roles</span>
        </Auth>
        <Auth role={['office', 'expert']} match="all">
          <span>office and expert</span>
        </Auth>
      </>,
    );
    expect(screen.queryByText('add and edit')).toBeNull();
    expect(screen.getByText('both roles')).toBeTruthy();
    expect(screen.queryByText('office and expert')).toBeNull();
  });

  it('treats an empty requirement as a developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Auth perm={[]}>x</Auth>)).toThrow(/non-empty perm/);
    expect(() => render(<Auth role={['  ']}>x</Auth>)).toThrow(/non-empty role/);
    expect(() => render(<Auth perm="">x</Auth>)).toThrow(Error);
  });

  it('follows the user store', () => {
    const { result, rerender } = renderHook(() => useAuth());
    expect(result.current.hasPermi('system:user:add')).toBe(true);
    useUserStore.setState({ permissions: [] });
    rerender();
    expect(result.current.hasPermi('system:user:add')).toBe(false);
  });
});

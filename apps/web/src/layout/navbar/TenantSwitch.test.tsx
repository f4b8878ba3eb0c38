import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { useUserStore } from '../../stores/user-store';
import { i18n } from '../../i18n';
import { bindFeedback } from '../../lib/feedback';
import { service } from '../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../test/fake-adapter';
import { TenantSwitch } from './TenantSwitch';

const originalAdapter = service.defaults.adapter;
const ok = (data: unknown) => ({ data: { code: 200, msg: '已切换', data } });

function serve(tenants: { tenantId: string; companyName: string }[]) {
  const fake = fakeAdapter((config) => {
    if (config.url === '/auth/tenant/list')
      return ok({ tenantEnabled: true, voList: tenants.map((t) => ({ ...t, domain: null })) });
    if (config.url?.startsWith('/system/tenant/dynamic/')) return ok(null);
    return { status: 404, data: '' };
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

function renderSwitch() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TenantSwitch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const TWO = [
  { tenantId: '000000', companyName: '平台' },
  { tenantId: '100001', companyName: '示例评审办' },
];

beforeEach(async () => {
  await i18n.changeLanguage('zh_CN');
  bindFeedback(fakeFeedback().asFeedback);
  sessionStorage.clear();
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.getState().clear();
});

describe('navbar tenant switch', () => {
  it('is offered to the super admin only', async () => {
    const fake = serve(TWO);
    useUserStore.setState({ roles: ['admin'], tenantId: '000000' });
    renderSwitch();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('tenant-switch')).toBeNull();
    // Not even asked: the list is only fetched for the super admin.
    expect(fake.calls.some((c) => c.url === '/auth/tenant/list')).toBe(false);
  });

  it('stays hidden with a single tenant', async () => {
    const fake = serve(TWO.slice(0, 1));
    useUserStore.setState({ roles: ['superadmin'], tenantId: '000000' });
    renderSwitch();
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/auth/tenant/list')).toBe(true));
    expect(screen.queryByTestId('tenant-switch')).toBeNull();
  });

  it('switches the viewed tenant on the server and remembers it for the session', async () => {
    const fake = serve(TWO);
    useUserStore.setState({ roles: ['superadmin'], tenantId: '000000' });
    renderSwitch();
    const select = await screen.findByTestId('tenant-switch');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByText('示例评审办'));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/system/tenant/dynamic/100001')).toBe(true));
    expect(sessionStorage.getItem('zcps-viewed-tenant')).toBe('100001');
  });
});

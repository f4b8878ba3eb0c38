import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { service } from '../../../lib/request';
import { fakeAdapter } from '../../../test/fake-adapter';
import { OrgForm } from './OrgForm';

const originalAdapter = service.defaults.adapter;
const top = {
  orgId: 1,
  parentId: 0,
  parentName: null,
  ancestors: '0',
  orgName: '省职改办',
  orgCode: null,
  orgType: '2',
  contactName: null,
  contactPhone: null,
  address: null,
  orderNum: 1,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
};

function serve() {
  return fakeAdapter((config) => {
    if (config.url?.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: [{ dictValue: '0', dictLabel: '正常' }] } };
    return { data: { code: 200, msg: 'ok', data: [top] } };
  });
}

beforeEach(async () => {
  clearDictCache();
  await i18n.changeLanguage('zh_CN');
});
afterEach(async () => {
  service.defaults.adapter = originalAdapter;
  await i18n.changeLanguage('zh_CN');
});

describe('organization form', () => {
  it('loads again when the language changes while it is open, as it did before the form kit', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OrgForm target={{ mode: 'add' }} onClose={() => {}} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByTestId('org-form');
    expect(await within(dialog).findByText('无（顶级组织）')).toBeTruthy();
    const parentLoads = () => fake.calls.filter((c) => c.url === '/title/organization/list').length;
    expect(parentLoads()).toBe(1);
    fireEvent.change(within(dialog).getByLabelText('组织名称'), { target: { value: '学科组' } });

    await act(async () => {
      await i18n.changeLanguage('en_US');
    });
    // The parent choices are loaded again, their top entry named in the new language, and the form refilled.
    expect(await within(dialog).findByText('None (top level)')).toBeTruthy();
    expect(parentLoads()).toBe(2);
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Organization name') as HTMLInputElement).value).toBe(''),
    );
  });
});

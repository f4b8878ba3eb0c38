import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback, type Reply } from '../../../test/fake-adapter';
import type { OpenApiDoc } from './openapi';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;

const openApi: OpenApiDoc = {
  info: { title: '职称评审管理系统 API', version: '0.1.0' },
  tags: [{ name: 'system/user', description: '用户管理' }],
  paths: {
    '/zcps/system/user/list': { get: { tags: ['system/user'], description: 'Users of the tenant, paged.' } },
    '/zcps/system/user': {
      post: { tags: ['system/user'], summary: '新增用户', description: 'Adds a user.' },
      put: { tags: ['system/user'], description: 'Edits a user.' },
    },
    '/zcps/resource/manual/list': {
      get: { tags: ['resource/manual'], description: 'Manuals of the caller.' },
    },
    '/zcps/auth/code': { get: {} },
  },
};

function serve(answer: (url: string) => Reply | undefined = () => undefined) {
  return fakeAdapter((config) => {
    const special = answer(config.url ?? '');
    if (special) return special;
    if (config.url === '/v3/api-docs') return { data: openApi };
    return { data: { code: 500, msg: `unexpected ${config.url}` } };
  });
}

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('project document page', () => {
  it('renders the overview, roles, flow and configuration from the repository’s markdown', async () => {
    service.defaults.adapter = serve().adapter;
    renderPage();
    const page = screen.getByTestId('document-page');
    expect(within(page).getByRole('heading', { level: 1, name: '系统概述' })).toBeTruthy();
    expect(within(page).getByText('评审活动', { selector: 'strong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '角色' }));
    const roles = await screen.findByRole('heading', { level: 1, name: '角色' });
    const table = roles.parentElement!.querySelector('table')!;
    expect(within(table).getByText('office01')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '评审流程' }));
    expect(await screen.findByText(/同意票 × 3 ≥ 出席人数 × 2/)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '配置' }));
    expect(await screen.findByText('ZCPS_OPENAPI_ENABLED')).toBeTruthy();
    expect(screen.getByText('DATABASE_URL').closest('td')).toBeTruthy();
  });

  it('lists the OpenAPI operations by tag and filters them', async () => {
    service.defaults.adapter = serve().adapter;
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: '接口文档' }));
    const reference = await screen.findByTestId('api-reference');
    expect(within(reference).getByTestId('api-count').textContent).toBe('共 3 个分组、5 个接口');
    expect(within(reference).getByText('用户管理')).toBeTruthy();
    expect(within(reference).getByText('未分组')).toBeTruthy();
    expect(within(reference).queryAllByTestId('api-operation')).toHaveLength(0);

    fireEvent.change(within(reference).getByRole('searchbox'), { target: { value: 'put user' } });
    const found = await within(reference).findAllByTestId('api-operation');
    expect(found).toHaveLength(1);
    expect(found[0]!.textContent).toBe('PUT/zcps/system/userEdits a user.');
    expect(within(reference).getByTestId('api-count').textContent).toBe('匹配 1 个接口');

    fireEvent.change(within(reference).getByRole('searchbox'), { target: { value: 'manual' } });
    const manual = await within(reference).findAllByTestId('api-operation');
    expect(manual.map((li) => li.querySelector('code')!.textContent)).toEqual(['/zcps/resource/manual/list']);

    fireEvent.change(within(reference).getByRole('searchbox'), { target: { value: 'no-such-route' } });
    expect(await within(reference).findByText('没有匹配的接口')).toBeTruthy();
  });

  it('shows the English chapters and says when the API document is off', async () => {
    service.defaults.adapter = serve((url) =>
      url === '/v3/api-docs' ? { status: 404, data: { message: 'Not Found' } } : undefined,
    ).adapter;
    await i18n.changeLanguage('en_US');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'API reference' }));
    expect(await screen.findByText(/The API document could not be loaded/)).toBeTruthy();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AttachmentTypePermission as P } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const type = (typeId: number, typeName: string, allowedExt: string, required = false) => ({
  typeId,
  typeCode: `t${typeId}`,
  typeName,
  allowedExt,
  maxSizeMb: 10,
  required,
  orderNum: typeId,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.method !== 'get') return { data: { code: 200, msg: '操作成功', data: null } };
    if (config.url === '/system/dict/data/type/sys_yes_no')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [
            { dictValue: 'Y', dictLabel: '是', listClass: 'primary' },
            { dictValue: 'N', dictLabel: '否', listClass: 'default' },
          ],
        },
      };
    if (config.url?.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: [] } };
    return {
      data: {
        code: 200,
        msg: '查询成功',
        total: 2,
        rows: [type(1, '身份证', 'pdf,jpg', true), type(2, '论文', 'pdf,docx')],
      },
    };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('attachment type page', () => {
  it('lists types with their formats and required flag, and adds one with a comma-separated extension list', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.ADD, P.EDIT, P.REMOVE] });
    renderPage();
    const row = (await screen.findByText('身份证')).closest('tr')!;
    expect(within(row).getByText('jpg')).toBeTruthy();
    expect(within(row).getByText('是')).toBeTruthy();
    expect(within(screen.getByText('论文').closest('tr')!).getByText('否')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /新\s*增/ })[0]!);
    const dialog = await screen.findByTestId('attachment-type-form');
    fireEvent.change(within(dialog).getByLabelText('类型名称'), { target: { value: '聘任文件' } });
    fireEvent.change(within(dialog).getByLabelText('类型编码'), { target: { value: 'appoint' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    const body = JSON.parse(String(fake.calls.find((c) => c.method === 'post')!.data));
    expect(body).toMatchObject({
      typeName: '聘任文件',
      typeCode: 'appoint',
      allowedExt: 'pdf,jpg,jpeg,png',
      maxSizeMb: 10,
      required: false,
    });
  }, 60_000);

  it('refuses a code with other characters before asking the server, and hides buttons without permissions', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.ADD] });
    renderPage();
    expect(await screen.findByText('身份证')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /新\s*增/ })[0]!);
    const dialog = await screen.findByTestId('attachment-type-form');
    fireEvent.change(within(dialog).getByLabelText('类型名称'), { target: { value: '坏编码' } });
    fireEvent.change(within(dialog).getByLabelText('类型编码'), { target: { value: '../x' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('只能包含字母、数字、下划线和短横线')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
  }, 60_000);
});

import type { ComponentType } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECORD_SPECS, recordPermissions, type RecordKind } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';

const CHECK_STATUS = [
  ['0', '草稿', 'info'],
  ['1', '待审核', 'warning'],
  ['4', '已通过', 'success'],
].map(([dictValue, dictLabel, listClass]) => ({ dictValue, dictLabel, listClass, cssClass: '' }));

/** Two records of the kind: 张三's draft and 李四's pending one (fields left empty; the table shows them blank). */
export function recordRows(kind: RecordKind) {
  const base = {
    checkRemark: null,
    checkBy: null,
    checkTime: null,
    remark: null,
    createTime: '2026-01-01 10:00:00',
  };
  const blank = Object.fromEntries(
    RECORD_SPECS[kind].fields.map((f) => [f.name, f.kind === 'bool' ? false : null]),
  );
  return [
    { ...blank, ...base, recordId: 11, employeeId: 1, employeeName: '张三', checkStatus: '0' },
    { ...blank, ...base, recordId: 12, employeeId: 2, employeeName: '李四', checkStatus: '1' },
  ];
}

export function serveRecords(kind: RecordKind) {
  return fakeAdapter((config: InternalAxiosRequestConfig) => {
    if (config.url === '/system/dict/data/type/record_check_status')
      return { data: { code: 200, msg: 'ok', data: CHECK_STATUS } };
    if (config.url?.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: [] } };
    if (config.method === 'get')
      return { data: { code: 200, msg: '查询成功', total: 2, rows: recordRows(kind) } };
    return { data: { code: 200, msg: '操作成功', data: null } };
  });
}

const originalAdapter = service.defaults.adapter;
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

/** The page test of a kind's screen (each kind's page.test.tsx runs it with its own Page). */
export function recordPageSuite(kind: RecordKind, Page: ComponentType) {
  const spec = RECORD_SPECS[kind];
  const P = recordPermissions(spec);
  let fb: ReturnType<typeof fakeFeedback>;

  beforeEach(() => {
    clearDictCache();
    fb = fakeFeedback();
    fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
    bindFeedback(fb.asFeedback);
    void i18n.changeLanguage('zh_CN');
  });
  afterEach(() => {
    service.defaults.adapter = originalAdapter;
    useUserStore.setState({ permissions: [] });
  });
  const renderPage = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  describe(`${kind} screen (the generic sub-record list)`, () => {
    it('lists records across employees with their check status; the owner submits a draft', async () => {
      const fake = serveRecords(kind);
      service.defaults.adapter = fake.adapter;
      useUserStore.setState({ permissions: [P.LIST, P.QUERY, P.ADD, P.EDIT, P.REMOVE, P.SUBMIT, P.EXPORT] });
      renderPage();
      expect(await screen.findByText('张三')).toBeTruthy();
      expect(fake.calls[fake.calls.length - 1]!.url).toBe(`${spec.base}/list`);
      expect(within(rowOf('李四')).getByText('待审核')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /新\s*增/ }).length).toBeGreaterThan(0);
      expect(within(rowOf('李四')).queryByRole('button', { name: /提交审核/ })).toBeNull();

      fireEvent.click(within(rowOf('张三')).getByRole('button', { name: /提交审核/ }));
      await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
      const put = fake.calls.find((c) => c.method === 'put')!;
      expect(put.url).toBe(`${spec.base}/submit`);
      expect(JSON.parse(String(put.data))).toEqual({ recordIds: [11] });
    }, 60_000);

    it('lets a checker return a pending record only with a remark; owners’ buttons stay hidden', async () => {
      const fake = serveRecords(kind);
      service.defaults.adapter = fake.adapter;
      useUserStore.setState({ permissions: [P.LIST, P.CHECK] });
      renderPage();
      expect(await screen.findByText('李四')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
      expect(within(rowOf('张三')).queryByRole('button', { name: /退\s*回/ })).toBeNull();
      fireEvent.click(within(rowOf('李四')).getByRole('button', { name: /退\s*回/ }));
      const dialog = await screen.findByTestId('record-check-form');
      fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
      expect(await within(dialog).findByText('退回和不通过需要填写审核意见')).toBeTruthy();
      expect(fake.calls.some((c) => c.method === 'put')).toBe(false);
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '材料不全' } });
      fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
      await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
      const put = fake.calls.find((c) => c.method === 'put')!;
      expect(put.url).toBe(`${spec.base}/check`);
      expect(JSON.parse(String(put.data))).toEqual({
        recordIds: [12],
        action: 'return',
        checkRemark: '材料不全',
      });
    }, 60_000);
  });
}

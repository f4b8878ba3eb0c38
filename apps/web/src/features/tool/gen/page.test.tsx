import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GenTable, GenTableColumn, GenTableEdit } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';
import { Page as EditPage } from './edit/index';

const originalAdapter = service.defaults.adapter;
const column = (columnId: number, columnName: string, javaField: string): GenTableColumn => ({
  columnId,
  tableId: 7,
  columnName,
  columnComment: columnName === 'cert_name' ? '证书名称' : null,
  columnType: 'character varying(64)',
  javaType: 'string',
  javaField,
  isPk: columnId === 1 ? '1' : '0',
  isIncrement: columnId === 1 ? '1' : '0',
  isRequired: '0',
  isInsert: '1',
  isEdit: '1',
  isList: '1',
  isQuery: '0',
  queryType: 'EQ',
  htmlType: 'input',
  dictType: null,
  sort: columnId,
});
const table: GenTable = {
  tableId: 7,
  dataName: 'master',
  tableName: 'cert_register',
  tableComment: '证书登记',
  subTableName: null,
  subTableFkName: null,
  className: 'CertRegister',
  tplCategory: 'crud',
  packageName: 'title',
  moduleName: 'title',
  businessName: 'certRegister',
  functionName: '证书登记',
  functionAuthor: 'zcps',
  genType: '0',
  genPath: '/',
  options: {},
  remark: null,
  createTime: '2026-11-26 10:00:00',
  updateTime: null,
  columns: [],
};
const columns = [column(1, 'cert_id', 'certId'), column(2, 'cert_name', 'certName')];

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    const ok = (data: unknown) => ({ data: { code: 200, msg: '操作成功', data } });
    if (url === '/tool/gen/list') return { data: { code: 200, msg: '查询成功', total: 1, rows: [table] } };
    if (url === '/tool/gen/db/list')
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 1,
          rows: [{ tableName: 'training_hours', tableComment: '学时', createTime: null, updateTime: null }],
        },
      };
    if (url === '/tool/gen/getDataNames') return ok(['master', 'archive']);
    if (url === '/tool/gen/7' && config.method === 'get')
      return ok({ info: table, rows: columns, tables: [table] });
    if (url === '/tool/gen/preview/7')
      return ok({ 'apps/server/src/modules/title/certRegister/cert-register.repo.ts': 'export class X {}' });
    if (url === '/tool/gen/check/7') return ok({ compiles: true, diagnostics: [] });
    return ok([]);
  });
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tool/gen" element={<Page />} />
          <Route path="/codegen/edit" element={<EditPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const all = [
  'tool:gen:list',
  'tool:gen:import',
  'tool:gen:edit',
  'tool:gen:remove',
  'tool:gen:preview',
  'tool:gen:code',
];
let fb: ReturnType<typeof fakeFeedback>;

beforeEach(() => {
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('代码生成', () => {
  it('imports the ticked tables of the chosen data source', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderAt('/tool/gen');
    expect(await screen.findByText('cert_register')).toBeTruthy();
    expect(screen.getByText('单表（增删改查）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('training_hours'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/tool/gen/importTable')).toBe(true));
    const call = fake.calls.find((c) => c.url === '/tool/gen/importTable')!;
    expect(call.params).toEqual({ tables: 'training_hours', dataName: 'master' });
    expect(fb.feedback.message.success).toHaveBeenCalledWith('导入成功');
  }, 60_000);

  it('previews the files with the compile check; without permissions the row buttons are absent', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    const view = renderAt('/tool/gen');
    fireEvent.click(await screen.findByRole('button', { name: /预\s*览/ }));
    expect(await screen.findByText('cert-register.repo.ts')).toBeTruthy();
    expect((await screen.findByTestId('gen-preview-code')).textContent).toBe('export class X {}');
    expect(await screen.findByTestId('gen-compiles')).toBeTruthy();
    view.unmount();

    useUserStore.setState({ permissions: ['tool:gen:list'] });
    renderAt('/tool/gen');
    expect(await screen.findByText('cert_register')).toBeTruthy();
    for (const name of [/预\s*览/, /同\s*步/, /生成代码/, /导\s*入/])
      expect(screen.queryByRole('button', { name })).toBeNull();
  }, 60_000);

  it('edits the column settings and saves the table with its columns', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderAt('/codegen/edit?tableId=7');
    const grid = await screen.findByTestId('gen-columns');
    fireEvent.click(within(grid).getByLabelText('cert_name 查询'));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.method === 'put')!.data as string) as GenTableEdit;
    expect(body).toMatchObject({ tableId: 7, className: 'CertRegister', businessName: 'certRegister' });
    expect(body.columns.find((c) => c.columnId === 2)).toMatchObject({ isQuery: '1' });
    expect(fb.feedback.message.success).toHaveBeenCalledWith('保存成功');
  }, 60_000);
});

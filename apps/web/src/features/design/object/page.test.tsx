import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LcPageSave } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { dictReply, lcDetail, lcFields, lcObject, okReply } from '../../../test/lowcode-fixtures';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
let fb: ReturnType<typeof fakeFeedback>;
const REFUSAL = '“学时”不能从数字改为单行文本：会丢失数据。请新增一个字段，复制数据后隐藏原字段。';

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url === '/lowcode/object/5') return okReply(lcDetail());
    if (url === '/lowcode/object/list') return okReply([lcObject]);
    if (url.startsWith('/system/dict/data/type/')) return dictReply;
    if (url === '/lowcode/field' && config.method === 'put')
      return { data: { code: 500, msg: REFUSAL, data: null } };
    return okReply([]);
  });
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/design/object" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('应用设计面板', () => {
  it('lists the fields, keeps the server refusal of a narrowing change in the dialog, and reorders', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    renderAt('/design/object?objectId=5');
    const table = await screen.findByTestId('field-table');
    const row = within(table).getByText('hours').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '修改' }));
    const form = await screen.findByTestId('field-form');
    expect((within(form).getByLabelText('列名') as HTMLInputElement).value).toBe('hours');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect((await screen.findByTestId('field-refusal')).textContent).toContain('请新增一个字段');
    const put = fake.calls.find((c) => c.url === '/lowcode/field' && c.method === 'put')!;
    expect(JSON.parse(put.data as string)).toMatchObject({
      fieldId: 13,
      name: 'hours',
      type: 'number',
      state: 'active',
    });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));

    fireEvent.click(within(row).getByRole('button', { name: '上移' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/lowcode/field/reorder')).toBe(true));
    const reorder = fake.calls.find((c) => c.url === '/lowcode/field/reorder')!;
    expect(JSON.parse(reorder.data as string)).toEqual({ objectId: 5, fieldIds: [11, 13, 12, 14, 15] });
  }, 60_000);

  it('places fields on the form canvas from the field palette and saves the layout', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    renderAt('/design/object?objectId=5&tab=form');
    const layout = await screen.findByTestId('layout-form');
    // The default form holds every field, so the palette has none left; remove one and place it again.
    expect(within(layout).getByText('所有字段都已放入表单')).toBeTruthy();
    fireEvent.click(within(layout).getByTestId('canvas-item-year'));
    fireEvent.click(within(within(layout).getByTestId('canvas-item-year')).getByLabelText('删除'));
    fireEvent.click(await within(layout).findByTestId('palette-field-year'));
    expect(within(layout).getByTestId('canvas-item-year')).toBeTruthy();
    fireEvent.click(within(layout).getByText('保存布局'));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/lowcode/page')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.url === '/lowcode/page')!.data as string) as LcPageSave;
    expect(body.kind).toBe('form');
    const names = (body.schema as { items: { field?: string }[] }).items.map((i) => i.field);
    expect(names).toEqual(['employee', 'hours', 'certificate', 'status', 'year']);
    expect(fb.feedback.message.success).toHaveBeenCalledWith('布局已保存');
  }, 60_000);

  it('previews the list with sample rows and dictionary tags', async () => {
    service.defaults.adapter = serve().adapter;
    renderAt('/design/object?objectId=5&tab=preview');
    const preview = await screen.findByTestId('lc-preview');
    expect((await within(preview).findAllByText('正常')).length).toBeGreaterThan(0);
    expect(within(preview).getByText('人员1')).toBeTruthy();
    // The certificate is not listed.
    expect(within(preview).queryByRole('columnheader', { name: '证书' })).toBeNull();
    expect(lcFields).toHaveLength(5);
  }, 60_000);
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formSchema } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { DRAFT_KEY } from '../../../components/form-schema/designer';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
let fb: ReturnType<typeof fakeFeedback>;

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/tool/build']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const click = (el: Element) => act(() => void fireEvent.click(el));
const canvas = () => screen.getByTestId('canvas');
const json = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { items: { field?: string; label?: string }[] };

beforeEach(() => {
  localStorage.clear();
  clearDictCache();
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
  service.defaults.adapter = fakeAdapter((config) => {
    if (config.url === '/system/dict/type/optionselect')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [{ dictId: 1, dictName: '用户性别', dictNameEn: null, dictType: 'sys_user_sex' }],
        },
      };
    return { data: { code: 200, msg: 'ok', data: [] } };
  }).adapter;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(() => Promise.resolve()) },
  });
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('form builder page', () => {
  it('adds widgets by click, edits the selected one, copies and deletes, and keeps the draft', async () => {
    renderPage();
    expect(screen.getByText('从左侧拖入或点击组件，开始设计表单')).toBeTruthy();
    for (const group of ['输入', '选择', '日期', '上传', '布局'])
      expect(screen.getAllByText(group).length).toBeGreaterThan(0);

    await click(screen.getByTestId('palette-text'));
    await click(screen.getByTestId('palette-select'));
    expect(within(canvas()).getByText('单行文本')).toBeTruthy();
    expect(within(canvas()).getByText('下拉选择')).toBeTruthy();
    // The last added is selected: its properties show.
    expect((screen.getByTestId('prop-field') as HTMLInputElement).value).toBe('select_1');

    await click(screen.getByTestId('canvas-item-text_1'));
    const label = screen.getByTestId('prop-label') as HTMLInputElement;
    expect(label.value).toBe('单行文本');
    await act(async () => {
      fireEvent.change(label, { target: { value: '姓名' } });
      fireEvent.change(screen.getByTestId('prop-field'), { target: { value: 'name' } });
    });
    await waitFor(() => expect(within(canvas()).getByText('姓名')).toBeTruthy());
    await click(screen.getByTestId('prop-required'));
    await waitFor(() =>
      expect(json().items[0]).toMatchObject({ field: 'name', label: '姓名', required: true }),
    );

    await click(within(screen.getByTestId('canvas-item-name')).getByRole('button', { name: '复制' }));
    expect(screen.getByTestId('canvas-item-name_1')).toBeTruthy();
    await click(within(screen.getByTestId('canvas-item-name_1')).getByRole('button', { name: '删除' }));
    expect(screen.queryByTestId('canvas-item-name_1')).toBeNull();
    expect(json().items.map((i) => i.field)).toEqual(['name', 'select_1']);
    expect(screen.getByText('共 2 个组件')).toBeTruthy();
  }, 60_000);

  it('shows the JSON, round-trips it through import, and generates TSX with the fields', async () => {
    renderPage();
    await click(screen.getByTestId('palette-number'));
    await click(screen.getByTestId('palette-date'));
    await click(screen.getByText('查看 JSON'));
    const shown = JSON.parse((await screen.findByTestId('json-code')).textContent!) as unknown;
    expect(formSchema.parse(shown)).toMatchObject({ items: [{ field: 'number_1' }, { field: 'date_1' }] });
    await click(screen.getByRole('button', { name: /复制 JSON/ }));
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('已复制到剪贴板'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(JSON.stringify(shown, null, 2));
    await click(screen.getByRole('button', { name: /取\s*消/ }));

    await click(screen.getByTestId('palette-switch'));
    await click(screen.getByText('导入 JSON'));
    fireEvent.change(await screen.findByTestId('import-text'), { target: { value: JSON.stringify(shown) } });
    await click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.queryByTestId('canvas-item-switch_1')).toBeNull());
    expect(screen.getByTestId('canvas-item-number_1')).toBeTruthy();
    expect(fb.feedback.message.success).toHaveBeenCalledWith('导入成功');

    await click(screen.getByText('复制 TSX'));
    const tsx = (await screen.findByTestId('tsx-code')).textContent!;
    expect(tsx).toContain('name="number_1"');
    expect(tsx).toContain('name="date_1"');
    expect(tsx).toContain('<DatePicker');
  }, 60_000);

  it('refuses bad JSON with localized errors naming the place', async () => {
    renderPage();
    await click(screen.getByText('导入 JSON'));
    const input = await screen.findByTestId('import-text');
    fireEvent.change(input, { target: { value: '{ not json' } });
    await click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText(/不是有效的 JSON 文本/)).toBeTruthy();

    const dup = {
      version: 1,
      layout: { cols: 1 },
      items: [
        { field: 'a', label: '甲', widget: 'text' },
        { field: 'a', label: '乙', widget: 'text' },
        { field: '9x', label: '丙', widget: 'text' },
      ],
    };
    fireEvent.change(input, { target: { value: JSON.stringify(dup) } });
    await click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    const errors = await screen.findByTestId('import-errors');
    expect(errors.textContent).toContain('第 2 项「乙」 › 字段名：字段名“a”重复');
    expect(errors.textContent).toContain('第 3 项「丙」 › 字段名：须以字母开头，只含字母、数字和下划线');
    expect(within(canvas()).queryByText('甲')).toBeNull();
  }, 60_000);

  it('previews the form: required fields are asked for, submitted values are shown', async () => {
    renderPage();
    await click(screen.getByTestId('palette-text'));
    await click(screen.getByTestId('prop-required'));
    await click(screen.getByText('预览'));
    const preview = await screen.findByTestId('preview-form');
    await click(within(preview).getByTestId('preview-submit'));
    expect(await within(preview).findByText('请输入单行文本')).toBeTruthy();
    fireEvent.change(within(preview).getByPlaceholderText('请输入单行文本'), { target: { value: '你好' } });
    await click(within(preview).getByTestId('preview-submit'));
    const values = await screen.findByTestId('preview-values');
    expect(JSON.parse(values.textContent!)).toEqual({ text_1: '你好' });
  }, 60_000);

  it('restores the draft after a reload', async () => {
    const first = renderPage();
    await click(screen.getByTestId('palette-radio'));
    first.unmount();
    renderPage();
    expect(screen.getByTestId('canvas-item-radio_1')).toBeTruthy();
    expect(within(canvas()).getByText('选项1')).toBeTruthy();
  }, 60_000);
});

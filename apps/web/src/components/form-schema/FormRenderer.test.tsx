import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_WIDGETS, type FormSchema } from '@zcps/contracts';
import { createQueryClient } from '../../lib/query-client';
import { clearDictCache } from '../../lib/dict';
import { i18n } from '../../i18n';
import { service } from '../../lib/request';
import { fakeAdapter } from '../../test/fake-adapter';
import { FormRenderer, defaultValuesOf, type FormValues } from './index';

const originalAdapter = service.defaults.adapter;
const ok = (data: unknown) => ({ data: { code: 200, msg: 'ok', data } });

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/system/dict/data/type/sys_user_sex')
      return ok([
        { dictLabel: '男', dictValue: '0' },
        { dictLabel: '女', dictValue: '1' },
      ]);
    if (config.url === '/system/user/optionselect')
      return ok([{ userId: 1, userName: 'admin', nickName: '管理员' }]);
    if (config.url === '/system/dept/optionselect')
      return ok([
        { deptId: 100, parentId: 0, deptName: '总部' },
        { deptId: 101, parentId: 100, deptName: '人事处' },
      ]);
    return ok([]);
  });
}

function renderForm(
  schema: FormSchema,
  extra: { readOnly?: boolean; onFinish?: (v: FormValues) => void } = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FormRenderer
        schema={schema}
        readOnly={extra.readOnly}
        onFinish={extra.onFinish}
        testId="rendered"
        footer={
          <Button htmlType="submit" data-testid="submit">
            go
          </Button>
        }
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  clearDictCache();
  service.defaults.adapter = serve().adapter;
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('FormRenderer', () => {
  it('renders every widget with its label', async () => {
    const schema: FormSchema = {
      version: 1,
      layout: { cols: 2 },
      items: [
        { widget: 'title', label: '基本信息' },
        ...FORM_WIDGETS.map((widget) => ({
          field: `f_${widget}`,
          label: `标签${widget}`,
          widget,
          options: [{ label: '甲', value: 'a' }],
        })),
        { widget: 'divider', label: '其他' },
      ],
    };
    renderForm(schema);
    for (const widget of FORM_WIDGETS) expect(screen.getByText(`标签${widget}`)).toBeTruthy();
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(screen.getByText('其他')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入标签text')).toBeTruthy();
    expect(screen.getAllByText('甲').length).toBeGreaterThan(0);
    expect(screen.getByText('上传')).toBeTruthy();
    expect(screen.getByText('选择文件')).toBeTruthy();
  }, 30_000);

  it('asks for a required value naming its label, and checks ranges and patterns', async () => {
    const onFinish = vi.fn();
    renderForm(
      {
        version: 1,
        layout: { cols: 1 },
        items: [
          { field: 'name', label: '姓名', widget: 'text', required: true },
          { field: 'sex', label: '性别', widget: 'radio', required: true, dictType: 'sys_user_sex' },
          { field: 'code', label: '编码', widget: 'text', rules: [{ type: 'pattern', value: '^\\d+$' }] },
        ],
      },
      { onFinish },
    );
    expect(await screen.findByText('女')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入编码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    // antd shows each item's message once that item's validation settles, not all in one render.
    expect(await screen.findByText('请选择性别')).toBeTruthy();
    expect(await screen.findByText('编码格式不正确')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByPlaceholderText('请输入编码'), { target: { value: '12' } });
    fireEvent.click(screen.getByText('女'));
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: '张三', sex: '1', code: '12' }));
  }, 30_000);

  it('starts from the defaults and shows an item only while its condition holds', async () => {
    const schema: FormSchema = {
      version: 1,
      layout: { cols: 1, labelWidth: 100 },
      items: [
        {
          field: 'kind',
          label: '类别',
          widget: 'radio',
          defaultValue: 'a',
          options: [
            { label: '甲', value: 'a' },
            { label: '乙', value: 'b' },
          ],
        },
        {
          field: 'note',
          label: '说明',
          widget: 'textarea',
          defaultValue: '无',
          visibleWhen: { field: 'kind', equals: 'b' },
        },
        { field: 'on', label: '启用', widget: 'switch', defaultValue: true },
      ],
    };
    expect(defaultValuesOf(schema)).toEqual({ kind: 'a', note: '无', on: true });
    renderForm(schema);
    expect(screen.queryByText('说明')).toBeNull();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByText('乙'));
    });
    expect(await screen.findByText('说明')).toBeTruthy();
    expect((screen.getByPlaceholderText('请输入说明') as HTMLTextAreaElement).value).toBe('无');
  }, 30_000);

  it('disables every control in read-only mode', () => {
    renderForm(
      {
        version: 1,
        layout: { cols: 1 },
        items: [{ field: 'name', label: '姓名', widget: 'text', defaultValue: '李四' }],
      },
      { readOnly: true },
    );
    const input = screen.getByPlaceholderText('请输入姓名') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('李四');
  });

  it('keeps dates as text in the values', async () => {
    const onFinish = vi.fn();
    const schema: FormSchema = {
      version: 1,
      layout: { cols: 1 },
      items: [{ field: 'day', label: '日期', widget: 'date', defaultValue: '2026-05-01' }],
    };
    renderForm(schema, { onFinish });
    expect((screen.getByPlaceholderText('请选择日期') as HTMLInputElement).value).toBe('2026-05-01');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ day: '2026-05-01' }));
  });
});

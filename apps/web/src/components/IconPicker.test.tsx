import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ICON_NAMES } from './icon-map';
import { filterIconNames, IconPicker } from './IconPicker';

function Controlled({ initial, onChange }: { initial?: string; onChange?: (v?: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IconPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const panel = () => screen.queryByTestId('icon-picker-panel');

describe('filterIconNames', () => {
  it('offers about a hundred names and filters them by case-insensitive substring', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(filterIconNames('')).toBe(ICON_NAMES);
    expect(filterIconNames(' USER ')).toEqual(['user']);
    expect(filterIconNames('eye')).toEqual(['eye', 'eye-open']);
    expect(filterIconNames('no-such-icon')).toEqual([]);
  });
});

describe('<IconPicker>', { timeout: 20_000 }, () => {
  it('is a 400px read-only input with the localized placeholder', () => {
    render(<IconPicker />);
    const input = screen.getByPlaceholderText('点击选择图标');
    expect(input).toHaveProperty('readOnly', true);
    expect((input.closest('.ant-input-affix-wrapper') as HTMLElement).style.width).toBe('400px');
  });

  it('opens a searchable grid, sets the chosen icon and closes', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByPlaceholderText('点击选择图标'));
    await waitFor(() => expect(panel()).not.toBeNull());
    expect(panel()!.closest('.ant-popover')!.querySelector('[style*="width: 450px"]')).not.toBeNull();
    const grid = screen.getByRole('listbox');
    expect(within(grid).getAllByRole('option')).toHaveLength(ICON_NAMES.length);

    fireEvent.change(screen.getByPlaceholderText('搜索图标'), { target: { value: 'DIC' } });
    expect(
      within(grid)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['dict']);
    fireEvent.change(screen.getByPlaceholderText('搜索图标'), { target: { value: 'zzz' } });
    expect(screen.getByText('没有匹配的图标')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索图标'), { target: { value: 'dict' } });

    fireEvent.click(screen.getByRole('option', { name: 'dict' }));
    expect(onChange).toHaveBeenCalledWith('dict');
    const input = screen.getByPlaceholderText('点击选择图标') as HTMLInputElement;
    expect(input.value).toBe('dict');
    expect(
      input.closest('.ant-input-affix-wrapper')!.querySelector('.ant-input-prefix .anticon-book'),
    ).not.toBeNull();
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
  });

  it('clears the value', () => {
    const onChange = vi.fn();
    render(<Controlled initial="user" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '清除图标' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect((screen.getByPlaceholderText('点击选择图标') as HTMLInputElement).value).toBe('');
  });

  it('works as a Form.Item control', async () => {
    const onFinish = vi.fn();
    render(
      <Form initialValues={{ icon: 'user' }} onFinish={onFinish}>
        <Form.Item name="icon" label="菜单图标">
          <IconPicker />
        </Form.Item>
        <Button htmlType="submit">save</Button>
      </Form>,
    );
    const input = screen.getByLabelText('菜单图标') as HTMLInputElement;
    expect(input.value).toBe('user');
    fireEvent.click(input);
    await waitFor(() => expect(panel()).not.toBeNull());
    fireEvent.click(screen.getByRole('option', { name: 'tree' }));
    await act(async () => {
      fireEvent.click(screen.getByText('save'));
    });
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ icon: 'tree' }));
  });
});

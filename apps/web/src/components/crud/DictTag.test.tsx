import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DictDataVo } from '@zcps/contracts';
import { DICT_TAG_COLOURS, DictTag, dictLabel } from './DictTag';

const entry = (
  value: string,
  label: string,
  listClass: string | null,
  cssClass: string | null = null,
): DictDataVo => ({
  dictCode: Number(value) + 1,
  dictSort: 0,
  dictLabel: label,
  dictValue: value,
  dictType: 'sys_common_status',
  cssClass,
  listClass,
  isDefault: 'N',
  remark: null,
  createTime: null,
});
const options = [
  entry('0', '成功', 'primary'),
  entry('1', '失败', 'danger'),
  entry('2', '其他', null),
  entry('3', '默认', 'default'),
  entry('4', '自定义', null, 'my-tag'),
  entry('5', '成交', 'success'),
  entry('6', '提示', 'info'),
  entry('7', '注意', 'warning'),
];

describe('DictTag', () => {
  it('maps every Element listClass to an antd colour', () => {
    expect(DICT_TAG_COLOURS).toEqual({
      default: 'default',
      primary: 'processing',
      success: 'success',
      info: 'default',
      warning: 'warning',
      danger: 'error',
    });
    render(<DictTag options={options} value="0,1,3,5,6,7" />);
    expect(screen.getByText('成功').className).toMatch(/ant-tag-processing|ant-tag-blue/);
    expect(screen.getByText('失败').className).toMatch(/ant-tag-error|ant-tag-red/);
    expect(screen.getByText('成交').className).toMatch(/ant-tag-success|ant-tag-green/);
    expect(screen.getByText('注意').className).toMatch(/ant-tag-warning|ant-tag-gold/);
    expect(screen.getByText('默认').className).toMatch(/ant-tag/);
    expect(screen.getByText('提示').className).toMatch(/ant-tag/);
  });

  it('shows an entry without listClass as text, and passes cssClass through on a tag', () => {
    render(<DictTag options={options} value="2,4" />);
    expect(screen.getByText('其他').className).not.toMatch(/ant-tag/);
    const custom = screen.getByText('自定义');
    expect(custom.className).toMatch(/ant-tag/);
    expect(custom.className).toMatch(/my-tag/);
  });

  it('accepts numbers, separated lists and arrays', () => {
    const { container } = render(<DictTag options={options} value="0;1" separator=";" />);
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2);
    render(<DictTag options={options} value={1} />);
    render(<DictTag options={options} value={['0', 1]} />);
    expect(screen.getAllByText('失败')).toHaveLength(3);
    expect(screen.getAllByText('成功')).toHaveLength(2);
  });

  it('shows raw values missing from the options unless showValue is false', () => {
    const { container } = render(<DictTag options={options} value="0,9,10" />);
    expect(screen.getByText('9 10').className).not.toMatch(/ant-tag/);
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(1);
    const hidden = render(<DictTag options={options} value="0,9" showValue={false} />);
    expect(hidden.container.textContent).toBe('成功');
    const none = render(<DictTag options={options} value="9" showValue={false} />);
    expect(none.container.innerHTML).toBe('');
  });

  it('shows no raw value while the dictionary is still loading, then its label', () => {
    const loading = render(<DictTag options={[]} value="1" />);
    expect(loading.container.textContent).toBe('');
    loading.rerender(<DictTag options={options} value="1" />);
    expect(loading.container.textContent).toBe('失败');
  });

  it('renders nothing for an empty value', () => {
    const { container } = render(<DictTag options={options} value="" />);
    expect(container.textContent).toBe('');
    const nil = render(<DictTag options={options} value={null} />);
    expect(nil.container.innerHTML).toBe('');
  });

  it('dictLabel waits like DictTag: nothing while loading, the label, or the value the dictionary lacks', () => {
    expect(dictLabel([], '0')).toBe('');
    expect(dictLabel(options, '0')).toBe('成功');
    expect(dictLabel(options, '9')).toBe('9');
  });
});

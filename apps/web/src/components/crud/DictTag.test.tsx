import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DictDataVo } from '@zcps/contracts';
import { DictTag } from './DictTag';

const entry = (value: string, label: string, listClass: string | null): DictDataVo => ({
  dictCode: Number(value) + 1,
  dictSort: 0,
  dictLabel: label,
  dictValue: value,
  dictType: 'sys_common_status',
  cssClass: null,
  listClass,
  isDefault: 'N',
  remark: null,
  createTime: null,
});
const options = [entry('0', '成功', 'primary'), entry('1', '失败', 'danger'), entry('2', '其他', null)];

describe('DictTag', () => {
  it('shows the label with the colour of its listClass', () => {
    render(<DictTag options={options} value="1" />);
    const tag = screen.getByText('失败');
    expect(tag.className).toMatch(/ant-tag-error|ant-tag-red/);
  });

  it('accepts numbers, comma lists and arrays; unknown values stay plain text', () => {
    const { container } = render(<DictTag options={options} value="0,2,9" />);
    expect(screen.getByText('成功').className).toMatch(/ant-tag/);
    expect(screen.getByText('其他').className).toMatch(/ant-tag/);
    expect(screen.getByText('9').className).not.toMatch(/ant-tag/);
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2);
    render(<DictTag options={options} value={1} />);
    render(<DictTag options={options} value={['0', '1']} />);
    expect(screen.getAllByText('失败')).toHaveLength(2);
  });

  it('renders nothing for an empty value', () => {
    const { container } = render(<DictTag options={options} value="" />);
    expect(container.textContent).toBe('');
  });
});

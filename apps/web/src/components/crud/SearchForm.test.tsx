import { render, screen, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { SearchForm } from './SearchForm';

function ListWithDialog() {
  const [search] = Form.useForm();
  const [other] = Form.useForm();
  const [dialog] = Form.useForm();
  return (
    <>
      <SearchForm form={search} onSearch={() => {}} onReset={() => {}}>
        <Form.Item label="用户名称" name="userName">
          <Input placeholder="filter" />
        </Form.Item>
      </SearchForm>
      <SearchForm form={other} onSearch={() => {}} onReset={() => {}}>
        <Form.Item label="用户名称" name="userName">
          <Input placeholder="other tab filter" />
        </Form.Item>
      </SearchForm>
      <div role="dialog">
        <Form form={dialog}>
          <Form.Item label="用户名称" name="userName">
            <Input placeholder="dialog field" />
          </Form.Item>
        </Form>
      </div>
    </>
  );
}

describe('SearchForm', () => {
  it('keeps its field ids apart from the same fields of the dialog and of other lists', () => {
    render(<ListWithDialog />);
    const inDialog = within(screen.getByRole('dialog')).getByLabelText('用户名称');
    expect(inDialog.getAttribute('placeholder')).toBe('dialog field');
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(3);
  });
});

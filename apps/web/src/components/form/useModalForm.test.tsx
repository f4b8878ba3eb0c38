import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ModalForm } from './ModalForm';
import { useModalForm } from './useModalForm';

interface Values {
  name: string;
}

function Harness({
  row,
  load,
  save,
  onSaved = () => {},
}: {
  row: Values | null;
  load?: () => Promise<Partial<Values>>;
  save: (values: Values) => Promise<unknown>;
  onSaved?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const kit = useModalForm<Values>({
    open,
    target: row,
    initialValues: load ?? (() => (row ? { name: row.name } : { name: 'default' })),
    save,
    onSaved: () => {
      onSaved();
      setOpen(false);
    },
    onClose: () => setOpen(false),
  });
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <ModalForm kit={kit} title="Edit" testId="harness-form">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'name needed' }]}>
          <Input />
        </Form.Item>
      </ModalForm>
    </>
  );
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
const ok = () => screen.getByRole('button', { name: /OK|确\s*定/ });

describe('useModalForm + ModalForm', () => {
  it('opens with the defaults for an add and the row for an edit, reset each time', async () => {
    const { rerender } = render(<Harness row={null} save={async () => {}} />);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(nameInput().value).toBe('default'));
    fireEvent.change(nameInput(), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('button', { name: /Cancel|取\s*消/ }));
    rerender(<Harness row={{ name: 'from row' }} save={async () => {}} />);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(nameInput().value).toBe('from row'));
  });

  it('fills the form from a fetch', async () => {
    render(<Harness row={{ name: 'x' }} load={async () => ({ name: 'fetched' })} save={async () => {}} />);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(nameInput().value).toBe('fetched'));
  });

  it('does not save an invalid form', async () => {
    const save = vi.fn(async () => {});
    render(<Harness row={null} load={async () => ({})} save={save} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(ok());
    expect(await screen.findByText('name needed')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('spins while saving, then hands over to the page', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSaved = vi.fn();
    render(<Harness row={{ name: 'a' }} save={save} onSaved={onSaved} />);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(nameInput().value).toBe('a'));
    fireEvent.change(nameInput(), { target: { value: 'b' } });
    fireEvent.click(ok());
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'b' }));
    await waitFor(() => expect(ok().className).toMatch(/loading/));
    expect(onSaved).not.toHaveBeenCalled();
    await act(async () => finish());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('stays open when the save answers false', async () => {
    const save = vi.fn(async () => false);
    const onSaved = vi.fn();
    render(<Harness row={{ name: 'a' }} save={save} onSaved={onSaved} />);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(nameInput().value).toBe('a'));
    fireEvent.click(ok());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(ok().className).not.toMatch(/loading/));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('stays open without the spinner when the save fails', async () => {
    const save = vi.fn(async () => {
      throw new Error('refused');
    });
    const onSaved = vi.fn();
    render(<Harness row={{ name: 'a' }} save={save} onSaved={onSaved} />);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(nameInput().value).toBe('a'));
    const failure = new Promise<unknown>((resolve) => {
      const handler = (event: PromiseRejectionEvent | unknown) => resolve(event);
      process.once('unhandledRejection', handler);
    });
    fireEvent.click(ok());
    await failure;
    await waitFor(() => expect(ok().className).not.toMatch(/loading/));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByTestId('harness-form')).toBeTruthy();
  });
});

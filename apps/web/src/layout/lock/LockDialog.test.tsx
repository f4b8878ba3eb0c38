import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { useUserStore } from '../../stores/user-store';
import { LockDialog } from './LockDialog';
import { lockHash, useLockStore } from './lock-store';

beforeEach(async () => {
  await i18n.changeLanguage('zh_CN');
  useLockStore.getState().unlock();
  useUserStore.setState({ userName: 'admin' });
});

describe('lock dialog', () => {
  it('refuses a confirmation that differs, then locks with the hash of the lock password and closes', async () => {
    const onClose = vi.fn();
    render(<LockDialog open onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('锁屏密码'), { target: { value: 'secret' } });
    fireEvent.change(screen.getByLabelText('确认锁屏密码'), { target: { value: 'secreT' } });
    fireEvent.click(screen.getByRole('button', { name: /立即锁定/ }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(useLockStore.getState().locked).toBe(false);

    fireEvent.change(screen.getByLabelText('确认锁屏密码'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: /立即锁定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useLockStore.getState()).toMatchObject({ locked: true, hash: await lockHash('admin', 'secret') });
  });

  it('locks without a hash when no lock password is given', async () => {
    const onClose = vi.fn();
    render(<LockDialog open onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /立即锁定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useLockStore.getState()).toMatchObject({ locked: true, hash: undefined });
  });
});

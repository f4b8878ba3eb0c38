import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user-store';
import { fakeFeedback } from '../../../test/fake-adapter';
import { updatePassword } from '../../system/user/profile/api';
import { ForcePasswordChange } from './ForcePasswordChange';

vi.mock('../../system/user/profile/api', () => ({ updatePassword: vi.fn() }));
const update = vi.mocked(updatePassword);

let fb: ReturnType<typeof fakeFeedback>;
beforeEach(async () => {
  await i18n.changeLanguage('zh_CN');
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  update.mockReset();
  useUserStore.setState({ passwordChangeRequired: true, passwordLength: { min: 5, max: 20 } });
});

const fill = (old: string, next: string, confirm = next) => {
  fireEvent.change(screen.getByTestId('force-old'), { target: { value: old } });
  fireEvent.change(screen.getByTestId('force-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('force-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('force-submit'));
};

describe('force password change', () => {
  it('asks for every field, shows a refusal in the dialog, and closes once the password is changed', async () => {
    render(
      <MemoryRouter>
        <ForcePasswordChange />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('dialog', { name: '请修改初始密码' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('force-submit'));
    await waitFor(() => expect(screen.getAllByText('此项为必填项').length).toBe(3));
    expect(update).not.toHaveBeenCalled();

    update.mockRejectedValueOnce(new Error('旧密码错误'));
    fill('old-pass', 'new-pass');
    expect((await screen.findByTestId('force-error')).textContent).toContain('旧密码错误');
    expect(update).toHaveBeenCalledWith({ oldPassword: 'old-pass', newPassword: 'new-pass' });
    expect(useUserStore.getState().passwordChangeRequired).toBe(true);

    update.mockResolvedValueOnce({ code: 200, msg: 'ok', data: null });
    fireEvent.click(screen.getByTestId('force-submit'));
    await waitFor(() => expect(useUserStore.getState().passwordChangeRequired).toBe(false));
    expect(fb.feedback.message.success).toHaveBeenCalledWith('密码修改成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

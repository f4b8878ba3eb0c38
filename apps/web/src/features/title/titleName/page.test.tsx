import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitleNamePermission as P } from '@zcps/contracts';
import {
  bodyOf,
  formErrors,
  grant,
  okButton,
  renderPage,
  serveCatalog,
  setupPageTests,
} from '../catalog/page-test-kit';
import { Page } from './index';

const title = (titleId: number, titleName: string, titleLevel: string) => ({
  titleId,
  seriesId: 5,
  seriesName: '工程技术人员',
  titleCode: `050${titleLevel}`,
  titleName,
  titleLevel,
  orderNum: Number(titleLevel),
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});
const state = setupPageTests();

describe('title name page', () => {
  it('shows levels by name; a level is required; deleting asks first and sends the ids', async () => {
    const fake = serveCatalog([title(51, '正高级工程师', '1'), title(52, '高级工程师', '2')]);
    grant(P.LIST, P.ADD, P.REMOVE);
    renderPage(Page);
    const row = (await screen.findByText('高级工程师')).closest('tr')!;
    expect(within(row).getByText('副高级')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('title-name-form');
    fireEvent.change(within(dialog).getByLabelText('职称代码'), { target: { value: '0599' } });
    fireEvent.change(within(dialog).getByLabelText('职称名称'), { target: { value: '试用职称' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(formErrors(dialog).length).toBe(2)); // series and level
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));

    state.fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'delete')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'delete')!.url).toBe('/title/title-name/52');
    expect(() => bodyOf(fake, 'post')).toThrow();
  }, 30_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitleSeriesPermission as P } from '@zcps/contracts';
import { bodyOf, grant, okButton, renderPage, serveCatalog, setupPageTests } from '../catalog/page-test-kit';
import { Page } from './index';

const series = (seriesId: number, seriesCode: string, seriesName: string) => ({
  seriesId,
  seriesCode,
  seriesName,
  seriesNameEn: null,
  orderNum: seriesId,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});
const ROWS = [series(5, '05', '工程技术人员'), series(22, '22', '会计人员')];
const state = setupPageTests();

describe('title series page', () => {
  it('edits a series from its row and sends the changed fields', async () => {
    const fake = serveCatalog(ROWS);
    grant(P.LIST, P.EDIT);
    renderPage(Page);
    const row = (await screen.findByText('会计人员')).closest('tr')!;
    expect(within(row).getByText('正常')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByTestId('series-form');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('系列代码') as HTMLInputElement).value).toBe('22'),
    );
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Accountants' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    expect(bodyOf(fake, 'put')).toMatchObject({
      seriesId: 22,
      seriesCode: '22',
      seriesName: '会计人员',
      seriesNameEn: 'Accountants',
      orderNum: 22,
      status: '0',
    });
    await waitFor(() => expect(state.fb.feedback.message.success).toHaveBeenCalledWith('修改成功'));
  }, 30_000);

  it('refuses a code with spaces in the form; without permissions the write buttons are absent', async () => {
    const fake = serveCatalog(ROWS);
    grant(P.LIST, P.ADD);
    const view = renderPage(Page);
    await screen.findByText('工程技术人员');
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('series-form');
    fireEvent.change(within(dialog).getByLabelText('系列代码'), { target: { value: '0 5' } });
    fireEvent.change(within(dialog).getByLabelText('系列名称'), { target: { value: '新系列' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('只能包含字母、数字、下划线和短横线')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('系列代码'), { target: { value: '28' } });
    fireEvent.click(okButton());
    await waitFor(() =>
      expect(bodyOf(fake, 'post')).toMatchObject({ seriesCode: '28', seriesName: '新系列' }),
    );
    view.unmount();
  }, 30_000);
});

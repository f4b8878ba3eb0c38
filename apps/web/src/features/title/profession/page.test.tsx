import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfessionPermission as P } from '@zcps/contracts';
import {
  bodyOf,
  grant,
  okButton,
  pickOption,
  renderPage,
  serveCatalog,
  setupPageTests,
} from '../catalog/page-test-kit';
import { Page } from './index';

const profession = (professionId: number, professionName: string) => ({
  professionId,
  seriesId: 5,
  seriesName: '工程技术人员',
  professionCode: `050${professionId}`,
  professionName,
  orderNum: professionId,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});
const SERIES = [{ seriesId: 5, seriesName: '工程技术人员' }];
setupPageTests();

describe('profession page', () => {
  it('filters by series and adds a profession of the chosen series', async () => {
    const fake = serveCatalog([profession(1, '机械工程'), profession(2, '电子信息')], (c) =>
      c.url === '/title/series/optionselect' ? SERIES : undefined,
    );
    grant(P.LIST, P.ADD, P.REMOVE);
    renderPage(Page);
    expect(
      within((await screen.findByText('机械工程')).closest('tr')!).getByText('工程技术人员'),
    ).toBeTruthy();

    await pickOption(document.body, '职称系列', '工程技术人员');
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/title/profession/list' && c.params?.seriesId === 5)).toBe(
        true,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('profession-form');
    await pickOption(dialog, '职称系列', '工程技术人员');
    fireEvent.change(within(dialog).getByLabelText('专业代码'), { target: { value: '0509' } });
    fireEvent.change(within(dialog).getByLabelText('专业名称'), { target: { value: '环境工程' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(bodyOf(fake, 'post')).toMatchObject({
      seriesId: 5,
      professionCode: '0509',
      professionName: '环境工程',
    });
  }, 30_000);
});

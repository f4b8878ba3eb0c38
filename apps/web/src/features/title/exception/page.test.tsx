import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitleExceptionPermission as P } from '@zcps/contracts';
import {
  bodyOf,
  formErrors,
  grant,
  okButton,
  pickOption,
  renderPage,
  serveCatalog,
  setupPageTests,
} from '../catalog/page-test-kit';
import { Page } from './index';

const EXCEPTION = {
  exceptionId: 1,
  titleId: 52,
  titleName: '高级工程师',
  seriesId: 5,
  exceptionType: '3',
  exceptionName: '业绩突出破格',
  relaxes: ['education', 'seniority'],
  evidence: [{ ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } }],
  description: null,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
};
setupPageTests();

describe('exception page', () => {
  it('lists what each exception relaxes and needs; edits keep the evidence and send it back', async () => {
    const fake = serveCatalog([EXCEPTION]);
    grant(P.LIST, P.EDIT);
    renderPage(Page);
    const row = (await screen.findByText('业绩突出破格')).closest('tr')!;
    expect(within(row).getByText('学历要求、任职年限')).toBeTruthy();
    expect(within(row).getByText('奖励')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('业绩破格')).toBeTruthy());

    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByTestId('exception-form');
    expect(await within(dialog).findByLabelText('最低奖励级别')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('破格条件名称'), { target: { value: '业绩破格（改）' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    expect(bodyOf(fake, 'put')).toMatchObject({
      exceptionId: 1,
      titleId: 52,
      exceptionName: '业绩破格（改）',
      relaxes: ['education', 'seniority'],
      evidence: [{ ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } }],
    });
  }, 30_000);

  it('needs at least one evidence rule, then sends the added rule with its params', async () => {
    const fake = serveCatalog([EXCEPTION]);
    grant(P.LIST, P.ADD);
    renderPage(Page);
    await screen.findByText('业绩突出破格');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('exception-form');
    await pickOption(dialog, '职称', '工程师');
    await pickOption(dialog, '破格类别', '学历破格');
    fireEvent.change(within(dialog).getByLabelText('破格条件名称'), { target: { value: '学历破格' } });
    await pickOption(dialog, '放宽的条件', '学历要求');
    fireEvent.click(okButton());
    await waitFor(() => expect(formErrors(dialog)).toContain('破格依据（须全部满足）'));
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: /添加依据/ }));
    await pickOption(dialog, '规则类型', '无处分');
    expect((within(dialog).getByLabelText('年限') as HTMLInputElement).value).toBe('5');
    fireEvent.click(okButton());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(bodyOf(fake, 'post')).toMatchObject({
      titleId: 53,
      exceptionType: '1',
      exceptionName: '学历破格',
      relaxes: ['education'],
      evidence: [{ ruleKind: 'no_punishment', params: { years: 5 } }],
    });
  }, 30_000);
});

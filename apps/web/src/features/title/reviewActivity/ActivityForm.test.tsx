import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewActivityVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { ClientForm } from '../client/ClientForm';
import { ActivityForm } from './ActivityForm';

const originalAdapter = service.defaults.adapter;
/** Saved before the window rule: the old date-time picker left the end at midnight. */
const saved = {
  activityId: 4,
  activityName: '2026 年度评审',
  reviewYear: 2026,
  seriesId: 7,
  professionIds: [],
  titleLevels: ['2'],
  orgId: null,
  declareStart: '2026-03-01 00:00:00',
  declareEnd: '2026-04-30 00:00:00',
  defenseRequired: false,
  defenseDropExtremesFrom: 0,
  teamPassNum: 2,
  teamPassDen: 3,
  quorumNum: 2,
  quorumDen: 3,
  committeePassNum: 2,
  committeePassDen: 3,
  publicityDays: 5,
  barYears: 3,
  preReviewKey: null,
  status: '0',
  remark: null,
} as unknown as ReviewActivityVo;

function serve() {
  return fakeAdapter((config) => {
    const ok = (data: unknown) => ({ data: { code: 200, msg: 'ok', data } });
    if (config.url === '/title/series/optionselect') return ok([{ seriesId: 7, seriesName: '工程系列' }]);
    if (config.url === '/title/organization/treeselect')
      return ok([{ id: 1, parentId: 0, label: '省职改办', weight: 1, disabled: false }]);
    return ok(config.method === 'get' ? [] : null);
  });
}

const renderForm = (row: ReviewActivityVo | null, queryClient = createQueryClient()) =>
  render(
    <AppProviders queryClient={queryClient}>
      <ActivityForm open row={row} onClose={() => undefined} onSaved={() => undefined} />
    </AppProviders>,
  );

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('activity form', () => {
  it('sends the declaration window as days, so the server closes it at the end of the last day', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    renderForm(saved);
    const dialog = await screen.findByTestId('activity-form');
    expect(within(dialog).getByDisplayValue('2026-04-30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.method === 'put')!.data as string);
    expect(body).toMatchObject({ activityId: 4, declareStart: '2026-03-01', declareEnd: '2026-04-30' });
  }, 60_000);

  it('shows the calendar in the console language and takes typed dates', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    renderForm(saved);
    const dialog = await screen.findByTestId('activity-form');
    const [start, end] = within(dialog).getAllByPlaceholderText(/日期/);
    fireEvent.mouseDown(start!);
    fireEvent.click(start!);
    const weekdays = () =>
      [...document.querySelectorAll('.ant-picker-dropdown .ant-picker-content thead th')].map(
        (th) => th.textContent,
      );
    await waitFor(() => expect(weekdays().slice(0, 7)).toEqual(['一', '二', '三', '四', '五', '六', '日']));
    fireEvent.change(start!, { target: { value: '2026-05-01' } });
    fireEvent.keyDown(start!, { key: 'Enter' });
    fireEvent.change(end!, { target: { value: '2026-06-15' } });
    fireEvent.keyDown(end!, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.method === 'put')!.data as string);
    expect(body).toMatchObject({ declareStart: '2026-05-01', declareEnd: '2026-06-15' });
  }, 60_000);

  it('offers the review organizations, also after the unit form loaded them first', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    const queryClient = createQueryClient();
    const units = render(
      <AppProviders queryClient={queryClient}>
        <ClientForm open row={null} onClose={() => undefined} onSaved={() => undefined} />
      </AppProviders>,
    );
    await waitFor(() => expect(queryClient.getQueryData(['title/organization/treeselect'])).toBeTruthy());
    units.unmount();
    renderForm(null, queryClient);
    const dialog = await screen.findByTestId('activity-form');
    fireEvent.mouseDown(within(dialog).getByLabelText('评审组织'));
    expect(await screen.findByTitle('省职改办')).toBeTruthy();
  }, 60_000);
});

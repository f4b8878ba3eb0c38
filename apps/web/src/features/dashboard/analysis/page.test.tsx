import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAnalysis } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { monthlyOption, shareOption, weeklyOption, type ChartTheme } from './chart-options';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  total: 0,
  byStatus: {} as Record<string, number>,
}));
months[3] = { month: '2026-04', total: 3, byStatus: { '6': 2, '9': 1 } };
months[11] = { month: '2026-12', total: 2, byStatus: { '0': 1, '4': 1 } };

const analysis: DashboardAnalysis = {
  headline: { declarationsThisYear: 1234, inReview: 56, passed: 78, users: 910 },
  declarationsByMonth: months,
  signIns: {
    days: 30,
    total: 6,
    byClient: [
      { name: 'pc', count: 5 },
      { name: '', count: 1 },
    ],
    byDevice: [],
  },
  weeklyActiveUsers: Array.from({ length: 8 }, (_, i) => ({
    week: `2026-W${40 + i}`,
    weekStart: `2026-10-${String(i + 1).padStart(2, '0')}`,
    users: i,
  })),
};

const STATUS = [
  { dictValue: '0', dictLabel: '待审核' },
  { dictValue: '4', dictLabel: '评审中' },
  { dictValue: '6', dictLabel: '已终审' },
];

const theme: ChartTheme = { text: '#111', muted: '#666', split: '#eee', primary: '#409EFF', palette: ['#1'] };

beforeEach(() => {
  // jsdom has no 2D canvas: the charts say so instead of drawing (the browser test sees them drawn).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

describe('analysis page', () => {
  it('shows the headline figures and a chart box per chart, the device ring empty', async () => {
    const fake = fakeAdapter((config) => {
      if (config.url === '/system/dict/data/type/title_review_approval_status')
        return { data: { code: 200, msg: 'ok', data: STATUS } };
      if (config.url?.startsWith('/system/dict/data/type/'))
        return { data: { code: 200, msg: 'ok', data: [] } };
      return { data: { code: 200, msg: 'ok', data: analysis } };
    });
    service.defaults.adapter = fake.adapter;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const year = await screen.findByTestId('figure-declarationsThisYear');
    expect(within(year).getByText('本年申报')).toBeTruthy();
    expect(year.textContent).toContain('1,234');
    expect(screen.getByTestId('figure-inReview').textContent).toContain('56');
    expect(screen.getByTestId('figure-passed').textContent).toContain('78');
    expect(screen.getByTestId('figure-users').textContent).toContain('910');
    expect(screen.getByRole('img', { name: '每月申报' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '登录来源（客户端）' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '每周活跃用户' })).toBeTruthy();
    expect(within(screen.getByTestId('card-devices')).getByText('暂无数据')).toBeTruthy();
    expect(screen.getByTestId('card-clients').textContent).toContain('近 30 天成功登录 6 次');
    await waitFor(() => expect(screen.getAllByText('图表无法显示')).toHaveLength(3));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/dashboard/analysis')).toBe(true));
  });
});

describe('analysis chart options', () => {
  it('stacks the statuses present in dictionary order, unknown codes last, under a total line', () => {
    const labels = STATUS.map((s) => ({ value: s.dictValue, label: s.dictLabel }));
    const option = monthlyOption(months, labels, '合计', theme) as {
      xAxis: { data: string[] };
      series: { name: string; type: string; data: number[] }[];
    };
    expect(option.xAxis.data).toHaveLength(12);
    expect(option.series.map((s) => [s.name, s.type])).toEqual([
      ['待审核', 'bar'],
      ['评审中', 'bar'],
      ['已终审', 'bar'],
      ['9', 'bar'],
      ['合计', 'line'],
    ]);
    expect(option.series[2]!.data[3]).toBe(2);
    expect(option.series[2]!.data[0]).toBe(0);
    expect(option.series[4]!.data).toEqual(months.map((m) => m.total));
  });

  it('names the ring slices and labels the weeks by their Monday', () => {
    const ring = shareOption(analysis.signIns.byClient, 'x', (n) => n || '未知', theme) as {
      series: { data: { name: string; value: number }[] }[];
    };
    expect(ring.series[0]!.data).toEqual([
      { name: 'pc', value: 5 },
      { name: '未知', value: 1 },
    ]);
    const weeks = weeklyOption(analysis.weeklyActiveUsers, '活跃用户', theme) as {
      xAxis: { data: string[] };
      series: { data: number[] }[];
    };
    expect(weeks.xAxis.data[0]).toBe('10-01');
    expect(weeks.series[0]!.data).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

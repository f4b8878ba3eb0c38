import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { service } from '../../../lib/request';
import { fakeAdapter } from '../../../test/fake-adapter';
import { Page, stepOf } from './index';

const originalAdapter = service.defaults.adapter;
beforeEach(() => {
  clearDictCache();
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

const at = (url: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('declaration progress page', () => {
  it('places the declaration on the stage line and marks where it stopped', () => {
    expect(stepOf({ stage: 'prepare', approvalStatus: '0' })).toEqual({ current: 0, status: 'process' });
    expect(stepOf({ stage: 'team_vote', approvalStatus: '3' })).toEqual({ current: 3, status: 'process' });
    expect(stepOf({ stage: 'committee_vote', approvalStatus: '2' })).toEqual({ current: 4, status: 'error' });
    expect(stepOf({ stage: 'result', approvalStatus: '6' })).toEqual({ current: 6, status: 'finish' });
  });

  it('shows the declaration and its trail from ?declarationId=', async () => {
    const fake = fakeAdapter((config) => {
      if (config.url === '/title/review-approval/detail/5')
        return {
          data: {
            code: 200,
            msg: 'ok',
            data: {
              declaration: {
                declarationId: 5,
                applicantName: '张三',
                activityName: '2026 年度评审',
                stage: 'team_vote',
                approvalStatus: '3',
                returnCount: 1,
              },
              trail: [
                {
                  detailId: 1,
                  action: 'return',
                  actionText: '退回修改',
                  fromText: '评审组投票 / 评审中',
                  toText: '评审组投票 / 已退回',
                  toStatus: '3',
                  operatorName: '评审办',
                  opinion: '请补正',
                  items: [{ item: '学历证书', reason: '扫描件不清晰' }],
                  createTime: '2026-11-24 08:00:00',
                },
              ],
            },
          },
        };
      return { data: { code: 200, msg: 'ok', data: [] } };
    });
    service.defaults.adapter = fake.adapter;
    at('/titleReviewApproval/index?declarationId=5');
    expect(await screen.findByText('退回修改')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText(/学历证书: 扫描件不清晰/)).toBeTruthy();
    expect(screen.getByText('评审组投票 / 已退回')).toBeTruthy();
  });

  it('stops loading and says why when the declaration is missing or not the caller’s', async () => {
    const fake = fakeAdapter(() => ({ data: { code: 403, msg: '没有访问权限，请联系管理员授权' } }));
    service.defaults.adapter = fake.adapter;
    at('/titleReviewApproval/index?declarationId=999');
    expect(await screen.findByText('无法打开该申报：它不存在，或不在您可查看的范围内')).toBeTruthy();
    expect(document.querySelector('.ant-spin')).toBeNull();
  });

  it('says so when no declaration is given', () => {
    at('/titleReviewApproval/index');
    expect(screen.getByText('未指定申报（缺少 declarationId）')).toBeTruthy();
  });
});

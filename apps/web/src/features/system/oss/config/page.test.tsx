import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { useUserStore } from '../../../../stores/user-store';
import { i18n } from '../../../../i18n';
import { bindFeedback } from '../../../../lib/feedback';
import { service } from '../../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const config = (ossConfigId: number, configKey: string, endpoint: string, status: string) => ({
  ossConfigId,
  configKey,
  accessKey: endpoint === 'local' ? '' : 'minio',
  secretKey: endpoint === 'local' ? '' : '******',
  bucketName: 'zcps',
  prefix: '',
  endpoint,
  domain: '',
  isHttps: 'N',
  region: '',
  accessPolicy: '1',
  pathStyle: 'Y',
  status,
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((request) => {
    if (request.url === '/resource/oss/config/list')
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 2,
          rows: [config(1, 'local', 'local', '0'), config(2, 'minio', 'minio.local:9000', '1')],
        },
      };
    return { data: { code: 200, msg: '操作成功', data: null } };
  });
}

let fb: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('storage configuration page', () => {
  it('makes another store the default but never just switches the default off', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:ossConfig:list', 'system:ossConfig:edit'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('minio.local:9000')).toBeTruthy();
    expect(
      within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText('本地磁盘'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: '默认 local' }));
    await waitFor(() =>
      expect(fb.feedback.message.warning).toHaveBeenCalledWith(
        '必须保留一个默认存储：请将另一个配置设为默认',
      ),
    );
    expect(fake.calls.some((c) => c.url === '/resource/oss/config/changeStatus')).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: '默认 minio' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/resource/oss/config/changeStatus');
      expect(JSON.parse(String(call?.data))).toEqual({ ossConfigId: 2, status: '0', configKey: 'minio' });
    });
  }, 30_000);
});

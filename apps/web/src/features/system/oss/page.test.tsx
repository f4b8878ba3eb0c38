import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { previewKindOf } from './api';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const file = (ossId: string, originalName: string, fileSuffix: string) => ({
  ossId,
  fileName: `upload/2026/01/01/${ossId}${fileSuffix}`,
  originalName,
  fileSuffix,
  url: `/zcps/resource/oss/download/${ossId}`,
  createTime: '2026-01-01 10:00:00',
  createBy: 1,
  createByName: 'admin',
  service: 'local',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/resource/oss/list')
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 2,
          rows: [file('11', '证书.png', '.png'), file('12', '名单.xlsx', '.xlsx')],
        },
      };
    return { data: { code: 200, msg: '操作成功', data: { url: '/zcps/x', fileName: 'a.pdf', ossId: '13' } } };
  });
}

beforeEach(() => {
  const fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('file page', () => {
  it('previews only images and PDF, gates buttons and uploads as multipart', async () => {
    expect([previewKindOf('.PNG'), previewKindOf('.pdf'), previewKindOf('.docx')]).toEqual([
      'image',
      'pdf',
      null,
    ]);
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:oss:list', 'system:oss:upload'] });
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <Page />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('名单.xlsx')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /预\s*览/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /下\s*载/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /配置管理/ })).toBeNull();

    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/resource/oss/upload');
      expect(call?.data).toBeInstanceOf(FormData);
      expect((call!.data as FormData).get('file')).toBeInstanceOf(File);
    });
  }, 30_000);
});

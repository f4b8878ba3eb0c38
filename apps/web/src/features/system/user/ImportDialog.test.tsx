import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { FakeEventSource } from '../../../test/fake-event-source';
import { ImportDialog } from './ImportDialog';

const originalAdapter = service.defaults.adapter;

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.setItem(StorageKeys.TOKEN, 'tok');
  FakeEventSource.last = null;
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

describe('user import dialog', () => {
  it('shows the upload, then the rows the server has imported, then the per-row report', async () => {
    let finish: () => void = () => undefined;
    let upload: InternalAxiosRequestConfig | null = null;
    service.defaults.adapter = fakeAdapter(
      (config) =>
        new Promise((resolve) => {
          upload = config;
          finish = () =>
            resolve({
              data: {
                code: 200,
                msg: '导入完成：新增 2 条',
                data: {
                  created: 2,
                  updated: 0,
                  failed: 0,
                  rows: [
                    { row: 2, userName: 'imp01', outcome: 'created', reason: null },
                    { row: 3, userName: 'imp02', outcome: 'created', reason: null },
                  ],
                },
              },
            });
        }),
    ).adapter;
    const onDone = vi.fn();
    render(<ImportDialog open onClose={() => undefined} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['xlsx'], 'users.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: /开始导入/ }));

    await waitFor(() => expect(upload).not.toBeNull());
    expect(upload!.url).toBe('/system/user/importData');
    act(() => upload!.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true }));
    const progress = await screen.findByTestId('import-progress');
    expect(progress.textContent).toContain('正在上传文件');
    expect(progress.textContent).toContain('40%');

    // The import listens on the user's event stream only while it runs.
    const source = FakeEventSource.last!;
    act(() => source.emit('progress', JSON.stringify({ task: 'user-import', processed: 1, total: 2 })));
    await waitFor(() => expect(progress.textContent).toContain('正在导入：1 / 2 行'));
    expect(progress.textContent).toContain('50%');
    act(() => source.emit('progress', JSON.stringify({ task: 'another-task', processed: 9, total: 9 })));
    expect(progress.textContent).toContain('1 / 2');

    act(() => finish());
    expect(await screen.findByText('导入完成：新增 2 条')).toBeTruthy();
    expect(screen.queryByTestId('import-progress')).toBeNull();
    await waitFor(() => expect(source.closed).toBe(true));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /完\s*成/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
  }, 60_000);
});

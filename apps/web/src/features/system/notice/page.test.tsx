import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { FakeEventSource } from '../../../test/fake-event-source';
import { wrapSelection } from './HtmlEditor';
import { hasHtmlTag } from './NoticeForm';
import { Page } from './index';
import { useServerEvents } from '../../../lib/server-events';

const originalAdapter = service.defaults.adapter;
const notice = {
  noticeId: 7,
  noticeTitle: '维护通知',
  noticeType: '1',
  noticeContent: '<p>今晚维护</p>',
  status: '0',
  createBy: 1,
  createByName: 'admin',
  createTime: '2026-01-01 10:00:00',
  remark: null,
};

function serve() {
  return fakeAdapter((config) => {
    if (config.url?.startsWith('/system/dict/data/type/'))
      return {
        data: { code: 200, msg: 'ok', data: [{ dictValue: '1', dictLabel: '通知', listClass: 'warning' }] },
      };
    if (config.url === '/system/notice/list')
      return { data: { code: 200, msg: '查询成功', total: 1, rows: [notice] } };
    return { data: { code: 200, msg: '操作成功', data: 8 } };
  });
}

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('notice helpers', () => {
  it('wraps the selected text in the chosen element', () => {
    expect(wrapSelection('hello world', 6, 11, '<strong>', '</strong>')).toBe('hello <strong>world</strong>');
    expect(wrapSelection('ab', 2, 2, '<p>', '</p>')).toBe('ab<p></p>');
  });

  it('refuses markup in a title but not a lone less-than sign', () => {
    expect(hasHtmlTag('<b>停电</b>')).toBe(true);
    expect(hasHtmlTag('a < b 的通知')).toBe(false);
    expect(hasHtmlTag(undefined)).toBe(false);
  });

  it('listens to the server events of the signed-in user and stops on unmount', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    localStorage.setItem(StorageKeys.TOKEN, 'tok en');
    const seen: string[] = [];
    function Probe() {
      useServerEvents((text) => seen.push(text));
      return null;
    }
    const view = render(<Probe />);
    const source = FakeEventSource.last!;
    expect(source.url).toMatch(/^\/zcps\/resource\/sse\?Authorization=Bearer%20tok%20en&clientid=\w+$/);
    act(() => source.emit('message', '[通知] 维护通知'));
    expect(seen).toEqual(['[通知] 维护通知']);
    view.unmount();
    expect(source.closed).toBe(true);
  });
});

describe('notice page', () => {
  it('lists notices with the actions the caller holds', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:notice:list', 'system:notice:add'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('维护通知')).toBeTruthy();
    expect(screen.queryByText(/^删\s*除$/)).toBeNull();

    expect(screen.getByText(/^新\s*增$/)).toBeTruthy();
    expect(screen.getByText('admin')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入公告标题'), { target: { value: ' 维护 ' } });
    fireEvent.click(screen.getByText(/^搜\s*索$/));
    await waitFor(() =>
      expect(fake.calls.some((c) => (c.params as { noticeTitle?: string })?.noticeTitle === '维护')).toBe(
        true,
      ),
    );
  }, 60_000);

  it('refuses a title with markup in the dialog before sending', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:notice:list', 'system:notice:add'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByText(/^新\s*增$/));
    const title = await screen.findByTestId('notice-title');
    fireEvent.change(title, { target: { value: '<b>停电</b>' } });
    fireEvent.click(screen.getByText(/^(确\s*定|OK)$/));
    expect(await screen.findByText('公告标题不能包含 HTML 标签')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
  }, 60_000);
});

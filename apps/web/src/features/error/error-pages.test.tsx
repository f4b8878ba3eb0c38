import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../components/EmptyState';
import { i18n } from '../../i18n';
import { widgetsEnUS, widgetsZhCN } from '../../i18n/widgets';
import { ForbiddenPage, NetworkErrorPage, NoDataPage, NotFoundPage, ServerErrorPage } from './index';

function renderAt(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/previous', '/error']} initialIndex={1}>
      <Routes>
        <Route path="/error" element={page} />
        <Route path="/index" element={<p>home page</p>} />
        <Route path="/previous" element={<p>previous page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => void i18n.changeLanguage('zh_CN'));

describe('error pages', { timeout: 20_000 }, () => {
  it.each([
    ['403', <ForbiddenPage key="p" />, '抱歉，您没有访问该页面的权限'],
    ['404', <NotFoundPage key="p" />, '抱歉，您访问的页面不存在'],
    ['500', <ServerErrorPage key="p" />, '抱歉，服务器出错了'],
    ['网络异常', <NetworkErrorPage key="p" />, '请检查您的网络连接是否正常！'],
    ['暂无数据', <NoDataPage key="p" />, '这里还没有任何内容'],
  ])('%s shows its illustration, message and a way back home', (title, page, message) => {
    const { container } = renderAt(page);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(container.querySelector('.ant-result-icon, .ant-result-image')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('goes back one page', () => {
    renderAt(<ForbiddenPage />);
    fireEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(screen.getByText('previous page')).toBeTruthy();
  });

  it('retries with the given handler, first on the 500 and network pages', () => {
    const onRetry = vi.fn();
    const { unmount } = renderAt(<NetworkErrorPage onRetry={onRetry} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]!.textContent).toBe('重 试');
    fireEvent.click(buttons[0]!);
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    renderAt(<ServerErrorPage onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('speaks the spec messages in English', async () => {
    await i18n.changeLanguage('en_US');
    renderAt(<NotFoundPage />);
    expect(screen.getByText('Sorry, the page you visited does not exist')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(widgetsEnUS.errorPages).toMatchObject({
      forbidden: "Sorry, you don't have permission to access this page",
      serverError: 'Sorry, the server reported an error',
      networkError: 'Please check if your network connection is normal!',
    });
  });

  it('has every message in both languages', () => {
    for (const ns of ['widgets', 'errorPages'] as const) {
      expect(Object.keys(widgetsEnUS[ns]).sort()).toEqual(Object.keys(widgetsZhCN[ns]).sort());
      for (const text of Object.values(widgetsEnUS[ns])) expect(text).not.toBe('');
    }
  });
});

describe('<EmptyState>', () => {
  it('says 暂无数据 by default and shows an optional action', () => {
    render(<EmptyState action={<button type="button">新增</button>} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });

  it('takes a custom message and a small size', () => {
    const { container } = render(<EmptyState description="没有待评审的申报" size="small" />);
    expect(screen.getByText('没有待评审的申报')).toBeTruthy();
    expect(container.querySelector('.ant-empty-small, .ant-empty-normal, .ant-empty')).not.toBeNull();
  });
});

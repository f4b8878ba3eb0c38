import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManualContent, ManualVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback, type Reply } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const PIXEL = 'data:image/jpeg;base64,/9j/AA==';

const list: ManualVo[] = [
  { role: 'office', title: '评审办操作手册', ossId: '31', fileName: '操作手册-office.pdf' },
  { role: 'reviewer', title: '评审专家操作手册', ossId: '32', fileName: '操作手册-reviewer.pdf' },
];

function manual(role: ManualVo['role'], first: string): ManualContent {
  return {
    role,
    title: `职称评审管理系统操作手册（${role}）`,
    version: '0.1.0（abc1234）',
    date: '2026 年 11 月 27 日',
    chapters: [
      {
        id: 'ch-1',
        number: '1',
        title: first,
        html: '<p>本章介绍系统。</p>',
        sections: [
          {
            id: 's-1-1',
            number: '1.1',
            title: '登录页面',
            html: `<figure><img src="${PIXEL}" alt="登录"><figcaption>图 1-1 登录页</figcaption></figure><img src="x" onerror="window.hacked=1">`,
          },
        ],
      },
      {
        id: 'ch-2',
        number: '2',
        title: '评审活动',
        html: '',
        sections: [{ id: 's-2-1', number: '2.1', title: '创建活动', html: '<p>点击新增。</p>' }],
      },
    ],
  };
}

function serve(answer: (url: string) => Reply | undefined = () => undefined) {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    const special = answer(url);
    if (special) return special;
    if (url === '/resource/manual/list') return { data: { code: 200, msg: 'ok', data: list } };
    if (url === '/resource/manual/office')
      return { data: { code: 200, msg: 'ok', data: manual('office', '系统简介') } };
    if (url === '/resource/manual/reviewer')
      return { data: { code: 200, msg: 'ok', data: manual('reviewer', '专家须知') } };
    if (url.startsWith('/resource/oss/download/'))
      return {
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: {
          'content-type': 'application/pdf',
          'download-filename': encodeURIComponent('操作手册-office.pdf'),
        },
      };
    return { data: { code: 500, msg: `unexpected ${url}` } };
  });
}

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

describe('operation manual page', () => {
  it('renders the first manual with its figures and a table of contents that scrolls to a section', async () => {
    service.defaults.adapter = serve().adapter;
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    renderPage();
    const content = await screen.findByTestId('manual-content');
    expect(within(content).getByRole('heading', { name: '第 1 章\u3000系统简介' })).toBeTruthy();
    expect(within(content).getByText('本章介绍系统。')).toBeTruthy();
    const img = within(content).getByAltText('登录') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(PIXEL);
    expect(content.innerHTML).not.toContain('onerror');
    expect(screen.getByText('版本 0.1.0（abc1234） · 2026 年 11 月 27 日')).toBeTruthy();

    const toc = screen.getByTestId('manual-toc');
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['1 系统简介', '1.1 登录页面', '2 评审活动', '2.1 创建活动']);
    fireEvent.click(within(toc).getByText('2.1 创建活动'));
    expect(scrolled).toEqual(['s-2-1']);
    expect(within(toc).getByText('2.1 创建活动').className).toBe('active');
    expect(document.getElementById('s-2-1')?.textContent).toBe('2.1 创建活动');
  });

  it('switches between the manuals of several roles and downloads the PDF of the one shown', async () => {
    const served = serve();
    service.defaults.adapter = served.adapter;
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:manual');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await screen.findByRole('heading', { name: '第 1 章\u3000系统简介' });
    fireEvent.click(within(screen.getByTestId('manual-roles')).getByText('评审专家操作手册'));
    expect(await screen.findByRole('heading', { name: '第 1 章\u3000专家须知' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('评审专家操作手册');

    fireEvent.click(screen.getByTestId('manual-pdf'));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    expect(served.calls.map((c) => c.url)).toContain('/resource/oss/download/32');
  });

  it('labels the page in English (the manual’s own text stays as written)', async () => {
    service.defaults.adapter = serve().adapter;
    await i18n.changeLanguage('en_US');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Chapter 1: 系统简介' })).toBeTruthy();
    expect(screen.getByText('Contents')).toBeTruthy();
    expect(screen.getByTestId('manual-pdf').textContent).toBe('Download PDF');
    expect(screen.getByText('Version 0.1.0（abc1234） · 2026 年 11 月 27 日')).toBeTruthy();
  });

  it('says so when the user has no manual, and in English', async () => {
    service.defaults.adapter = serve((url) =>
      url === '/resource/manual/list' ? { data: { code: 200, msg: 'ok', data: [] } } : undefined,
    ).adapter;
    await i18n.changeLanguage('en_US');
    renderPage();
    expect(await screen.findByText('No operation manual for your roles yet')).toBeTruthy();
  });

  it('offers a retry when the manual cannot be loaded', async () => {
    let fail = true;
    service.defaults.adapter = serve((url) =>
      url === '/resource/manual/office' && fail
        ? { data: { code: 500, msg: '没有可查看的操作手册：office' } }
        : undefined,
    ).adapter;
    renderPage();
    expect(await screen.findByText('操作手册内容加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByTestId('manual-content')).toBeTruthy();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../i18n';
import { bindFeedback } from '../lib/feedback';
import { service } from '../lib/request';
import { fakeAdapter, fakeFeedback, type Route } from '../test/fake-adapter';
import { toDialogContent, UrlDialog } from './UrlDialog';

const originalAdapter = service.defaults.adapter;
let fb: ReturnType<typeof fakeFeedback>['feedback'];

function serve(route: Route) {
  const fake = fakeAdapter(route);
  service.defaults.adapter = fake.adapter;
  return fake;
}

beforeEach(() => {
  const made = fakeFeedback();
  fb = made.feedback;
  bindFeedback(made.asFeedback);
});

afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('toDialogContent', () => {
  it('tells HTML from text and JSON, and unwraps an envelope', () => {
    expect(toDialogContent('<p>hi</p>')).toEqual({ kind: 'html', html: '<p>hi</p>' });
    expect(toDialogContent('a < b')).toEqual({ kind: 'text', text: 'a < b' });
    expect(toDialogContent({ code: 200, msg: 'ok', data: '<b>x</b>' })).toEqual({
      kind: 'html',
      html: '<b>x</b>',
    });
    expect(toDialogContent({ code: 200, msg: 'ok', data: { a: 1 } })).toEqual({
      kind: 'text',
      text: '{\n  "a": 1\n}',
    });
    expect(toDialogContent([1, 2])).toEqual({ kind: 'text', text: '[\n  1,\n  2\n]' });
    expect(toDialogContent({ code: 200, msg: 'ok', data: null })).toEqual({ kind: 'empty' });
  });
});

describe('<UrlDialog>', { timeout: 20_000 }, () => {
  it('GETs the url with data as params, spins, then shows the sanitised HTML in a 1400 × 700 dialog', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = serve(async () => {
      await gate;
      return { data: '<h3 onclick="x()">报告</h3><script>window.bad = 1</script>' };
    });
    render(
      <UrlDialog open url="/title/report/preview" title="评审报告" data={{ id: 7 }} onClose={() => {}} />,
    );
    expect(await screen.findByText('评审报告')).toBeTruthy();
    expect(document.querySelector('.ant-spin')).not.toBeNull();
    release();
    const heading = await screen.findByText('报告');
    expect(heading.outerHTML).toBe('<h3>报告</h3>');
    expect(document.querySelector('.zcps-url-dialog-content script')).toBeNull();
    expect(calls[0]!.method).toBe('get');
    expect(calls[0]!.url).toBe('/title/report/preview');
    expect(calls[0]!.params).toEqual({ id: 7 });
    const body = document.querySelector('.ant-modal-body') as HTMLElement;
    expect(body.style.height).toBe('700px');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1400px');
  });

  it('shows JSON answers as indented text', async () => {
    serve(() => ({ data: { code: 200, msg: 'ok', data: { score: 92 } } }));
    render(<UrlDialog open url="/x" onClose={() => {}} />);
    expect(await screen.findByText(/"score": 92/)).toBeTruthy();
  });

  it('shows a failure inside the dialog under 系统提示, without a toast', async () => {
    serve(() => ({ data: { code: 500, msg: '报告不存在' } }));
    render(<UrlDialog open url="/x" onClose={() => {}} />);
    expect(await screen.findByText('报告不存在')).toBeTruthy();
    expect(screen.getByText('系统提示')).toBeTruthy();
    expect(document.querySelector('.ant-alert-error')).not.toBeNull();
    expect(fb.message.error).not.toHaveBeenCalled();
  });

  it('shows a given errorInfo without loading, and a fullscreen layout', async () => {
    const { calls } = serve(() => ({ data: 'never' }));
    render(<UrlDialog open url="/x" layout="fullscreen" errorInfo="无法打开" onClose={() => {}} />);
    expect(await screen.findByText('无法打开')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await waitFor(() =>
      expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('100vw'),
    );
  });

  it('takes the title, layout and content from a dialog-load answer', async () => {
    serve(() => ({
      data: {
        code: 200,
        msg: 'ok',
        data: { title: '答辩通知', layout: 'fullscreen', data: '<p>2026-12-01 09:00 第一答辩室</p>' },
      },
    }));
    render(<UrlDialog open url="/title/review-message/7/dialog" title="消息" onClose={() => {}} />);
    expect(await screen.findByText('2026-12-01 09:00 第一答辩室')).toBeTruthy();
    expect(screen.getByText('答辩通知')).toBeTruthy();
    expect(screen.queryByText('消息')).toBeNull();
    await waitFor(() =>
      expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('100vw'),
    );
  });

  it('loads nothing while closed', () => {
    const { calls } = serve(() => ({ data: 'x' }));
    render(<UrlDialog open={false} url="/x" onClose={() => {}} />);
    expect(calls).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../test/app-providers';
import type { FlatRoute } from '../../lib/build-routes';
import { usePermissionStore } from '../../stores/permission-store';
import { i18n } from '../../i18n';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { TagsView } from './TagsView';
import { useTabsStore } from '../../stores/tabs-store';

const route = (path: string, title: string, noCache = false): FlatRoute => ({
  path,
  title,
  componentKey: path.slice(1),
  kind: 'page',
  noCache,
  hidden: false,
  breadcrumb: [title],
});

function Field({ label }: { label: string }) {
  return <input aria-label={label} defaultValue="" />;
}

function Shell() {
  return (
    <>
      <nav>
        <Link to="/a">go-a</Link>
        <Link to="/b">go-b</Link>
        <Link to="/c">go-c</Link>
      </nav>
      <TagsView />
      <KeepAliveOutlet enabled />
    </>
  );
}

function renderShell() {
  return render(
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/index" element={<p>home</p>} />
            <Route path="/a" element={<Field label="field-a" />} />
            <Route path="/b" element={<Field label="field-b" />} />
            <Route path="/c" element={<Field label="field-c" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const tabs = () =>
  [...document.querySelectorAll('[data-tab-path]')].map((el) => el.getAttribute('data-tab-path'));
const go = (name: string) => act(() => fireEvent.click(screen.getByText(name)));

beforeEach(async () => {
  await i18n.changeLanguage('zh_CN');
  useTabsStore.getState().reset();
  usePermissionStore.setState({
    routes: [route('/a', '页面A'), route('/b', '页面B'), route('/c', '页面C', true)],
    loaded: true,
  });
});
afterEach(() => usePermissionStore.getState().reset());

describe('tab bar with kept-alive pages', () => {
  it('opens a tab per page and keeps a page’s state while another tab is shown', async () => {
    renderShell();
    go('go-a');
    fireEvent.change(screen.getByLabelText('field-a'), { target: { value: 'typed' } });
    go('go-b');
    expect(tabs()).toEqual(['/index', '/a', '/b']);
    // The hidden page is still mounted with its value; the visible one is the new page.
    expect((screen.getByLabelText('field-a') as HTMLInputElement).value).toBe('typed');
    go('go-a');
    expect((screen.getByLabelText('field-a') as HTMLInputElement).value).toBe('typed');
  });

  it('does not keep a noCache page once it is left', () => {
    renderShell();
    go('go-c');
    fireEvent.change(screen.getByLabelText('field-c'), { target: { value: 'gone' } });
    go('go-a');
    expect(screen.queryByLabelText('field-c')).toBeNull();
    go('go-c');
    expect((screen.getByLabelText('field-c') as HTMLInputElement).value).toBe('');
  });

  it('closes the active tab with its button and lands on the previous tab', () => {
    renderShell();
    go('go-a');
    go('go-b');
    const bTab = document.querySelector('[data-tab-path="/b"]') as HTMLElement;
    act(() => fireEvent.click(within(bTab).getByRole('button')));
    expect(tabs()).toEqual(['/index', '/a']);
    expect(document.querySelector('[data-tab-path="/a"]')?.getAttribute('aria-selected')).toBe('true');
    // 首页 is pinned: it has no close button.
    expect(
      within(document.querySelector('[data-tab-path="/index"]') as HTMLElement).queryByRole('button'),
    ).toBeNull();
  });
});

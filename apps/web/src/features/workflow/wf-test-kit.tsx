import type { ComponentType } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, expect } from 'vitest';
import { i18n } from '../../i18n';
import { bindFeedback } from '../../lib/feedback';
import { createQueryClient } from '../../lib/query-client';
import { service } from '../../lib/request';
import { useUserStore } from '../../stores/user-store';
import { fakeAdapter, fakeFeedback } from '../../test/fake-adapter';

/** Envelopes: a 200 with data, and a page of rows. */
export const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });
export const page = (rows: unknown[]) => ({ code: 200, msg: '查询成功', total: rows.length, rows });

/**
 * A fake workflow server: `route` answers with an envelope (`ok`, `page`) or undefined, then unanswered GETs get
 * an empty page and writes a 200. Records every call.
 */
export function serveWorkflow(route: (config: InternalAxiosRequestConfig) => object | undefined) {
  const fake = fakeAdapter((config) => {
    const envelope = route(config);
    if (envelope !== undefined) return { data: envelope };
    return { data: config.method === 'get' ? page([]) : ok(null) };
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

export const callsTo = (fake: ReturnType<typeof serveWorkflow>, method: string, url: string) =>
  fake.calls.filter((c) => c.method === method && c.url === url);

export const bodyOf = (fake: ReturnType<typeof serveWorkflow>, method: string, url: string) =>
  JSON.parse(callsTo(fake, method, url).at(-1)!.data as string) as Record<string, unknown>;

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders a page at `path` inside the providers, with the current location shown under it. */
export function renderPage(Page: ComponentType, path = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Page />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const location = () => screen.getByTestId('location').textContent;

/** Feedback spies and zh_CN before each test; the real adapter and no permissions after. */
export function setupPageTests() {
  const originalAdapter = service.defaults.adapter;
  const state = { fb: fakeFeedback() };
  beforeEach(() => {
    state.fb = fakeFeedback();
    bindFeedback(state.fb.asFeedback);
    void i18n.changeLanguage('zh_CN');
  });
  afterEach(() => {
    service.defaults.adapter = originalAdapter;
    useUserStore.setState({ permissions: [] });
  });
  return state;
}

export const grant = (...permissions: string[]) => useUserStore.setState({ permissions });

export const okButton = () => screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!;

/** Answers the confirm dialog the page opened last. */
export async function confirmLast(fb: ReturnType<typeof fakeFeedback>, accept = true) {
  await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalled());
  const ask = fb.feedback.modal.confirm.mock.calls.at(-1)![0] as {
    content: string;
    onOk: () => void;
    onCancel: () => void;
  };
  if (accept) ask.onOk();
  else ask.onCancel();
  return ask.content;
}

/** Opens the select labelled `label` (inside `scope`) and clicks its option `title`. */
export async function pickOption(scope: HTMLElement, label: string, title: string) {
  fireEvent.mouseDown(within(scope).getAllByLabelText(label)[0]!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${title}"]`)];
    if (!found.length) throw new Error(`no option ${title}`);
    return found[found.length - 1]!;
  });
  fireEvent.click(option);
}

export const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

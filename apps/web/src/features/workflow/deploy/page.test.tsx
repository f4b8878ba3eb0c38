import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowPermission as P } from '@zcps/contracts';
import {
  callsTo,
  confirmLast,
  grant,
  ok,
  page,
  renderPage,
  rowOf,
  serveWorkflow,
  setupPageTests,
} from '../wf-test-kit';
import { Page } from './index';

const definition = (definitionId: number, version: number, suspended: boolean, latest: boolean) => ({
  definitionId,
  definitionKey: 'pre_review',
  definitionName: `职称申报预审${definitionId}`,
  version,
  categoryId: null,
  categoryName: null,
  formKey: null,
  suspended,
  latest,
  modelId: 1,
  deployTime: '2026-11-27 10:00:00',
});

function serve() {
  return serveWorkflow((config) => {
    if (config.url === '/workflow/definition/list') return page([definition(3, 2, false, true)]);
    if (config.url === '/workflow/definition/versions/pre_review')
      return ok([definition(3, 2, false, true), definition(2, 1, true, false)]);
    if (config.url === '/workflow/definition/xml/3')
      return ok({ definitionId: 3, xml: '<bpmn:definitions id="v2-xml" />' });
    if (config.url === '/workflow/category/list') return ok([]);
    return undefined;
  });
}

const state = setupPageTests();

describe('流程部署 page', () => {
  it('suspends after asking; shows versions and the XML of a version', async () => {
    const fake = serve();
    grant(P.DEPLOY_LIST, P.DEPLOY_QUERY, P.DEPLOY_SUSPEND);
    renderPage(Page, '/workflow/deploy');
    const row = await screen.findByText('职称申报预审3').then(() => rowOf('职称申报预审3'));
    expect(within(row).getByText('最新')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /挂\s*起/ }));
    expect(await confirmLast(state.fb)).toContain('v2');
    await waitFor(() => expect(callsTo(fake, 'put', '/workflow/definition/suspend/3')).toHaveLength(1));
    await waitFor(() => expect(state.fb.feedback.message.success).toHaveBeenCalledWith('已挂起'));

    fireEvent.click(within(row).getByRole('button', { name: /历史版本/ }));
    expect(await screen.findByText('职称申报预审2')).toBeTruthy();
    expect(screen.getByText('v1')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /XML/ }));
    const xml = await screen.findByTestId('wf-definition-xml');
    await waitFor(() => expect(xml.textContent).toContain('v2-xml'));
  });

  it('all versions is a filter; without permissions only the list shows', async () => {
    const fake = serve();
    grant(P.DEPLOY_LIST);
    renderPage(Page, '/workflow/deploy');
    await screen.findByText('职称申报预审3');
    expect(screen.queryByRole('button', { name: /挂\s*起|XML|历史版本|删\s*除/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(callsTo(fake, 'get', '/workflow/definition/list').at(-1)!.params).toMatchObject({
        allVersions: 'true',
      }),
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowPermission as P } from '@zcps/contracts';
import { STATIC_ROUTES } from '../../../../lib/static-routes';
import { grant, renderPage, serveWorkflow, setupPageTests } from '../../wf-test-kit';
import { Page } from './index';

// The modeler itself needs a real browser (jsdom has no SVG layout); its panel and XML round trip are tested in
// designer/, and the drawing in Chromium.
setupPageTests();

describe('流程设计 page', () => {
  it('is the hidden route gated by workflow:model:design', () => {
    const route = STATIC_ROUTES.find((r) => r.path === '/workflow/model/design')!;
    expect(route.permission).toBe(P.MODEL_DESIGN);
    expect(route.componentKey).toBe('workflow/model/design/index');
  });

  it('an unknown model says so', async () => {
    serveWorkflow(() => ({ code: 500, msg: '模型不存在' }));
    grant(P.MODEL_DESIGN);
    renderPage(Page, '/workflow/model/design?modelId=99');
    expect(await screen.findByText('模型不存在或已删除')).toBeTruthy();
  });

  it('a page without a model id says so without asking the server', async () => {
    const fake = serveWorkflow(() => undefined);
    grant(P.MODEL_DESIGN);
    renderPage(Page, '/workflow/model/design');
    expect(await screen.findByText('模型不存在或已删除')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });
});

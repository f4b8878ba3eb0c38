import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { leaveProcess, timerProcess } from '../test-fixtures/bpmn.js';
import { createBpmnRuntime } from './bpmn-engine.adapter.js';
import { CANDIDATES_VARIABLE, type DeployedModel, type RuntimeResult } from './runtime.js';

const runtime = createBpmnRuntime();
const roundTrip = (r: RuntimeResult) => JSON.parse(JSON.stringify(r.state)) as unknown;
let deployments = 0;
const deploy = (xml: string): DeployedModel => ({ definitionId: ++deployments, xml });

describe('bpmn-engine adapter', () => {
  it('routes by a FEEL condition and ends', async () => {
    const model = deploy(leaveProcess({}));
    let r = await runtime.start({ model, variables: { days: 2 } });
    expect(r.waiting.map((w) => w.elementId)).toEqual(['apply']);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.ended).toBe(true);
    expect(r.activity.map((a) => a.elementId)).toContain('f4');
  });

  it('会签 waits for every approver, then ends', async () => {
    const model = deploy(leaveProcess({ method: 'all' }));
    const variables = { days: 5, [CANDIDATES_VARIABLE]: { sign: [11, 12, 13] } };
    let r = await runtime.start({ model, variables });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.waiting.map((w) => w.assignee)).toEqual([11, 12, 13]);
    for (let i = 0; i < 3; i++) {
      expect(r.ended).toBe(false);
      r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    }
    expect(r.ended).toBe(true);
  });

  it('票签 completes at the pass ratio; 或签 at the first', async () => {
    const model = deploy(leaveProcess({ method: 'ratio', ratio: 50 }));
    let r = await runtime.start({
      model,
      variables: { days: 5, [CANDIDATES_VARIABLE]: { sign: [1, 2, 3, 4] } },
    });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.ended).toBe(false);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.ended).toBe(true);

    const any = deploy(leaveProcess({ method: 'any' }));
    r = await runtime.start({ model: any, variables: { days: 5, [CANDIDATES_VARIABLE]: { sign: [1, 2] } } });
    r = await runtime.signal(
      roundTrip(r),
      r.waiting[0]!.executionId,
      { decision: 'approve' },
      { model: any },
    );
    expect(r.waiting).toHaveLength(2);
    r = await runtime.signal(
      roundTrip(r),
      r.waiting[1]!.executionId,
      { decision: 'approve' },
      { model: any },
    );
    expect(r.ended).toBe(true);
  });

  it('依次 hands the task on one approver at a time', async () => {
    const model = deploy(leaveProcess({ method: 'sequential' }));
    let r = await runtime.start({ model, variables: { days: 5, [CANDIDATES_VARIABLE]: { sign: [7, 8] } } });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.waiting.map((w) => w.assignee)).toEqual([7]);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.waiting.map((w) => w.assignee)).toEqual([8]);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.ended).toBe(true);
  });

  it('returns to an earlier task (run target, then discard current) and resubmits', async () => {
    const model = deploy(leaveProcess({}));
    let r = await runtime.start({ model, variables: { days: 5 } });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.waiting.map((w) => w.elementId)).toEqual(['sign']);
    r = await runtime.returnTo(roundTrip(r), 'apply', 'sign', { model });
    expect(r.ended).toBe(false);
    expect(r.waiting.map((w) => w.elementId)).toEqual(['apply']);
    r = await runtime.signal(
      roundTrip(r),
      r.waiting[0]!.executionId,
      { decision: 'approve' },
      { model, variables: { days: 1 } },
    );
    expect(r.ended).toBe(true);
  });

  it('reports a boundary timer and fires it on demand', async () => {
    const timer = deploy(timerProcess);
    let r = await runtime.start({ model: timer });
    expect(r.waiting.map((w) => w.elementId)).toEqual(['review']);
    expect(r.timers.map((t) => t.elementId)).toEqual(['late']);
    r = await runtime.fireTimer(roundTrip(r), 'late', { model: timer });
    expect(r.waiting.map((w) => w.elementId)).toEqual(['chief']);
    expect(r.timers).toEqual([]);
  });

  it('cancel ends the process', async () => {
    const model = deploy(leaveProcess({}));
    let r = await runtime.start({ model, variables: { days: 1 } });
    r = await runtime.cancel(roundTrip(r), { model });
    expect(r.ended).toBe(true);
  });

  it('saves states without the model, which comes from the deployed version on the next command', async () => {
    const model = deploy(leaveProcess({ method: 'all' }));
    const variables = { days: 5, [CANDIDATES_VARIABLE]: { sign: [11, 12] } };
    let r = await runtime.start({ model, variables });
    const saved = roundTrip(r) as { definitions: Record<string, unknown>[] };
    expect(saved.definitions).toHaveLength(1);
    expect(saved.definitions[0]).not.toHaveProperty('source');
    // A second runtime is a restarted server: nothing of the model is in memory yet.
    const restarted = createBpmnRuntime();
    r = await restarted.signal(saved, r.waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.waiting.map((w) => w.assignee)).toEqual([11, 12]);
  });

  it('recovers a state saved by bpmn-engine 25.0.1 with its model inside, finishes it and saves it without', async () => {
    const saved = JSON.parse(
      readFileSync(new URL('../test-fixtures/engine-state-25.0.1.json', import.meta.url), 'utf8'),
    ) as { engineVersion: string; definitions: { source?: string }[] };
    expect(saved.engineVersion).toBe('25.0.1');
    expect(typeof saved.definitions[0]!.source).toBe('string');
    // Not the model the fixture was made from: a state that holds its own model must not read the deployed one.
    const model = deploy(leaveProcess({}));
    const waiting = await runtime.waiting(saved, model);
    expect(waiting.map((w) => w.assignee)).toEqual([12, 13]);
    let r = await runtime.signal(saved, waiting[0]!.executionId, { decision: 'approve' }, { model });
    expect(r.ended).toBe(false);
    expect((roundTrip(r) as typeof saved).definitions[0]).not.toHaveProperty('source');
    const same = deploy(leaveProcess({ method: 'all' }));
    r = await runtime.signal(
      roundTrip(r),
      r.waiting[0]!.executionId,
      { decision: 'approve' },
      { model: same },
    );
    expect(r.ended).toBe(true);
  });
});

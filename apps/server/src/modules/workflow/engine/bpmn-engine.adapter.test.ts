import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { leaveProcess, timerProcess } from '../test-fixtures/bpmn.js';
import { createBpmnRuntime } from './bpmn-engine.adapter.js';
import { CANDIDATES_VARIABLE, type RuntimeResult } from './runtime.js';

const runtime = createBpmnRuntime();
const roundTrip = (r: RuntimeResult) => JSON.parse(JSON.stringify(r.state)) as unknown;

describe('bpmn-engine adapter', () => {
  it('routes by a FEEL condition and ends', async () => {
    const xml = leaveProcess({});
    let r = await runtime.start(xml, { variables: { days: 2 } });
    expect(r.waiting.map((w) => w.elementId)).toEqual(['apply']);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.ended).toBe(true);
    expect(r.activity.map((a) => a.elementId)).toContain('f4');
  });

  it('会签 waits for every approver, then ends', async () => {
    const xml = leaveProcess({ method: 'all' });
    const variables = { days: 5, [CANDIDATES_VARIABLE]: { sign: [11, 12, 13] } };
    let r = await runtime.start(xml, { variables });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.waiting.map((w) => w.assignee)).toEqual([11, 12, 13]);
    for (let i = 0; i < 3; i++) {
      expect(r.ended).toBe(false);
      r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    }
    expect(r.ended).toBe(true);
  });

  it('票签 completes at the pass ratio; 或签 at the first', async () => {
    const xml = leaveProcess({ method: 'ratio', ratio: 50 });
    let r = await runtime.start(xml, {
      variables: { days: 5, [CANDIDATES_VARIABLE]: { sign: [1, 2, 3, 4] } },
    });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.ended).toBe(false);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.ended).toBe(true);

    const any = leaveProcess({ method: 'any' });
    r = await runtime.start(any, { variables: { days: 5, [CANDIDATES_VARIABLE]: { sign: [1, 2] } } });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.waiting).toHaveLength(2);
    r = await runtime.signal(roundTrip(r), r.waiting[1]!.executionId, { decision: 'approve' }, {});
    expect(r.ended).toBe(true);
  });

  it('依次 hands the task on one approver at a time', async () => {
    const xml = leaveProcess({ method: 'sequential' });
    let r = await runtime.start(xml, { variables: { days: 5, [CANDIDATES_VARIABLE]: { sign: [7, 8] } } });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.waiting.map((w) => w.assignee)).toEqual([7]);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.waiting.map((w) => w.assignee)).toEqual([8]);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.ended).toBe(true);
  });

  it('returns to an earlier task (run target, then discard current) and resubmits', async () => {
    const xml = leaveProcess({});
    let r = await runtime.start(xml, { variables: { days: 5 } });
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.waiting.map((w) => w.elementId)).toEqual(['sign']);
    r = await runtime.returnTo(roundTrip(r), 'apply', 'sign', {});
    expect(r.ended).toBe(false);
    expect(r.waiting.map((w) => w.elementId)).toEqual(['apply']);
    r = await runtime.signal(
      roundTrip(r),
      r.waiting[0]!.executionId,
      { decision: 'approve' },
      { variables: { days: 1 } },
    );
    expect(r.ended).toBe(true);
  });

  it('reports a boundary timer and fires it on demand', async () => {
    let r = await runtime.start(timerProcess, {});
    expect(r.waiting.map((w) => w.elementId)).toEqual(['review']);
    expect(r.timers.map((t) => t.elementId)).toEqual(['late']);
    r = await runtime.fireTimer(roundTrip(r), 'late', {});
    expect(r.waiting.map((w) => w.elementId)).toEqual(['chief']);
    expect(r.timers).toEqual([]);
  });

  it('cancel ends the process', async () => {
    let r = await runtime.start(leaveProcess({}), { variables: { days: 1 } });
    r = await runtime.cancel(roundTrip(r));
    expect(r.ended).toBe(true);
  });

  it('recovers a state saved by bpmn-engine 25.0.1 (会签 with one of three approved) and finishes it', async () => {
    const saved = JSON.parse(
      readFileSync(new URL('../test-fixtures/engine-state-25.0.1.json', import.meta.url), 'utf8'),
    ) as { engineVersion: string };
    expect(saved.engineVersion).toBe('25.0.1');
    const waiting = await runtime.waiting(saved);
    expect(waiting.map((w) => w.assignee)).toEqual([12, 13]);
    let r = await runtime.signal(saved, waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.ended).toBe(false);
    r = await runtime.signal(roundTrip(r), r.waiting[0]!.executionId, { decision: 'approve' }, {});
    expect(r.ended).toBe(true);
  });
});

import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { zcpsModdleDescriptor } from '@zcps/contracts';
import {
  acceptsCondition,
  isFeel,
  kindOf,
  processUpdate,
  readProcess,
  readSequenceFlow,
  readStartEvent,
  readUserTask,
  sequenceFlowUpdate,
  startEventUpdate,
  userTaskUpdate,
  type ModdleLike,
  type UserTaskForm,
} from './props';
import { bpmnZhCN, translateWith, typeLabel } from './translate';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:zcps="http://zcps.dev/schema/bpmn/zcps" id="defs" targetNamespace="http://zcps.dev/bpmn">
  <bpmn:process id="leave" name="请假" isExecutable="true">
    <bpmn:startEvent id="start" zcps:formKey="leaveForm" />
    <bpmn:userTask id="audit" name="部门审核" zcps:candidateStrategy="role" zcps:candidates="2,3"
      zcps:approveMethod="all" zcps:buttons="approve,reject" zcps:fieldPermissions='{"days":"read","reason":"hidden"}'
      zcps:timeoutHours="24" zcps:timeoutAction="remind">
      <bpmn:multiInstanceLoopCharacteristics />
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="gw" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="audit" />
    <bpmn:sequenceFlow id="f2" sourceRef="audit" targetRef="gw" />
    <bpmn:sequenceFlow id="f3" sourceRef="gw" targetRef="audit">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">=days &gt; 3</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
  </bpmn:process>
</bpmn:definitions>`;

type Element = ModdleLike & { set(name: string, value: unknown): void; flowElements?: Element[] };

const moddle = () => new BpmnModdle({ zcps: zcpsModdleDescriptor });

async function load(xml: string) {
  const m = moddle();
  const { rootElement } = await m.fromXML(xml);
  const process = (rootElement as unknown as { rootElements: Element[] }).rootElements[0]!;
  const byId = (id: string) => process.flowElements!.find((e) => e.id === id)!;
  return { m, rootElement, process, byId };
}

/** What modeling.updateProperties does to the business object: set each key, undefined unsets. */
function apply(bo: Element, props: Record<string, unknown>) {
  for (const [key, value] of Object.entries(props)) bo.set(key, value);
}

async function save(m: BpmnModdle, root: unknown) {
  return (await m.toXML(root)).xml;
}

describe('designer properties: reading the zcps attributes', () => {
  it('reads a user task, a start event, a flow condition and the process', async () => {
    const { process, byId } = await load(XML);
    expect(kindOf(process)).toBe('process');
    expect(readProcess(process)).toEqual({ key: 'leave', name: '请假' });
    expect(readStartEvent(byId('start'))).toEqual({ name: '', formKey: 'leaveForm' });
    expect(readUserTask(byId('audit'))).toEqual({
      name: '部门审核',
      candidateStrategy: 'role',
      candidateIds: [2, 3],
      candidateExpression: '',
      approveMethod: 'all',
      passRatio: undefined,
      formKey: '',
      buttons: ['approve', 'reject'],
      fieldPermissions: [
        { field: 'days', permission: 'read' },
        { field: 'reason', permission: 'hidden' },
      ],
      timeoutHours: 24,
      timeoutAction: 'remind',
    });
    expect(readSequenceFlow(byId('f3'))).toEqual({ name: '', condition: '=days > 3' });
    expect(acceptsCondition(byId('f3'))).toBe(true);
    expect(acceptsCondition(byId('f1'))).toBe(false);
  });

  it('falls back to defaults for missing or unknown values', async () => {
    const { byId } = await load(XML.replace('zcps:approveMethod="all"', 'zcps:approveMethod="bogus"'));
    const task = readUserTask(byId('audit'));
    expect(task.approveMethod).toBe('single');
    const { byId: plain } = await load(
      XML.replace(/<bpmn:userTask id="audit"[^>]*>/, '<bpmn:userTask id="audit">'),
    );
    expect(readUserTask(plain('audit'))).toMatchObject({
      candidateStrategy: 'user',
      candidateIds: [],
      approveMethod: 'single',
      buttons: ['approve', 'reject', 'return'],
      fieldPermissions: [],
    });
  });
});

describe('designer properties: writing survives the XML round trip', () => {
  it('a 票签 task with a pass ratio, expression candidates and a timeout', async () => {
    const { m, rootElement, byId } = await load(XML);
    const task = byId('audit');
    const form: UserTaskForm = {
      ...readUserTask(task),
      name: '专家票签',
      candidateStrategy: 'expression',
      candidateIds: [],
      candidateExpression: '=experts',
      approveMethod: 'ratio',
      passRatio: 60,
      formKey: 'reviewForm',
      buttons: ['approve', 'reject', 'return', 'addSign'],
      fieldPermissions: [
        { field: 'score', permission: 'write' },
        { field: '', permission: 'read' },
      ],
      timeoutHours: 48,
      timeoutAction: 'approve',
    };
    const props = userTaskUpdate(form, task, m);
    // the marker is already parallel multi-instance: left as it is
    expect('loopCharacteristics' in props).toBe(false);
    apply(task, props);
    const xml = await save(m, rootElement);
    expect(xml).toContain('zcps:approveMethod="ratio"');
    expect(xml).toContain('zcps:passRatio="60"');
    expect(xml).toContain('zcps:candidates="=experts"');

    const again = await load(xml);
    expect(readUserTask(again.byId('audit'))).toEqual({
      ...form,
      fieldPermissions: [{ field: 'score', permission: 'write' }],
    });
  });

  it('the approve method sets the standard multi-instance marker: none, parallel or sequential', async () => {
    const { m, rootElement, byId } = await load(XML);
    const task = byId('audit');
    const base = readUserTask(task);

    apply(task, userTaskUpdate({ ...base, approveMethod: 'sequential' }, task, m));
    let xml = await save(m, rootElement);
    expect(xml).toMatch(/<bpmn:multiInstanceLoopCharacteristics isSequential="true"\s*\/>/);

    apply(task, userTaskUpdate({ ...base, approveMethod: 'single', passRatio: 50 }, task, m));
    xml = await save(m, rootElement);
    expect(xml).not.toContain('multiInstanceLoopCharacteristics');
    expect(xml).not.toContain('zcps:passRatio');
    expect(xml).toContain('zcps:approveMethod="single"');

    apply(task, userTaskUpdate({ ...base, approveMethod: 'any' }, task, m));
    xml = await save(m, rootElement);
    expect(xml).toMatch(/<bpmn:multiInstanceLoopCharacteristics\s*\/>/);
  });

  it('strategies without ids clear the candidates; default buttons and no timeout leave no attribute', async () => {
    const { m, rootElement, byId } = await load(XML);
    const task = byId('audit');
    apply(
      task,
      userTaskUpdate(
        {
          ...readUserTask(task),
          candidateStrategy: 'initiatorLeader',
          buttons: ['return', 'reject', 'approve'],
          fieldPermissions: [],
          timeoutHours: undefined,
        },
        task,
        m,
      ),
    );
    const xml = await save(m, rootElement);
    expect(xml).toContain('zcps:candidateStrategy="initiatorLeader"');
    for (const gone of ['zcps:candidates=', 'zcps:buttons=', 'zcps:fieldPermissions=', 'zcps:timeout'])
      expect(xml).not.toContain(gone);
  });

  it('start form, flow condition and process key and name', async () => {
    const { m, rootElement, process, byId } = await load(XML);
    apply(byId('start'), startEventUpdate({ name: '提交', formKey: ' ' }));
    apply(byId('f3'), sequenceFlowUpdate({ name: '超过三天', condition: ' =days >= 5 ' }, m));
    apply(byId('f2'), sequenceFlowUpdate({ name: '', condition: '' }, m));
    apply(process, processUpdate({ key: 'leave2', name: '请假（新）' }));
    const again = await load(await save(m, rootElement));
    expect(readStartEvent(again.byId('start'))).toEqual({ name: '提交', formKey: '' });
    expect(readSequenceFlow(again.byId('f3'))).toEqual({ name: '超过三天', condition: '=days >= 5' });
    expect(readSequenceFlow(again.byId('f2'))).toEqual({ name: '', condition: '' });
    expect(readProcess(again.process)).toEqual({ key: 'leave2', name: '请假（新）' });
  });

  it('conditions must be FEEL with a leading =', () => {
    expect(isFeel('')).toBe(true);
    expect(isFeel('=a > 1')).toBe(true);
    expect(isFeel('${a > 1}')).toBe(false);
    expect(isFeel('=')).toBe(false);
  });
});

describe('designer translate module', () => {
  it('answers Chinese for zh_CN, keeps placeholders, and leaves unknown texts alone', () => {
    const zh = translateWith(bpmnZhCN);
    expect(zh('Append task')).toBe('追加任务');
    expect(zh('Open {element}', { element: '子流程' })).toBe('打开 子流程');
    expect(zh('Something new')).toBe('Something new');
    expect(translateWith({})('Open {element}', { element: 'x' })).toBe('Open x');
    expect(typeLabel('bpmn:ExclusiveGateway', 'zh_CN')).toBe('排他网关');
    expect(typeLabel('bpmn:ScriptTask', 'zh_CN')).toBe('脚本任务');
    expect(typeLabel('bpmn:EndEvent', 'en_US')).toBe('End event');
  });
});

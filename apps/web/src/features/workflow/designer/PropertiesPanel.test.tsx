import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BpmnModdle } from 'bpmn-moddle';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zcpsModdleDescriptor } from '@zcps/contracts';
import { i18n } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { service } from '../../../lib/request';
import { fakeAdapter } from '../../../test/fake-adapter';
import { PropertiesPanel } from './PropertiesPanel';
import type { ModdleLike } from './props';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:zcps="http://zcps.dev/schema/bpmn/zcps" id="defs" targetNamespace="http://zcps.dev/bpmn">
  <bpmn:process id="leave" name="请假" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="audit" name="部门审核" zcps:candidateStrategy="user" zcps:candidates="1" />
    <bpmn:exclusiveGateway id="gw" />
    <bpmn:sequenceFlow id="f1" sourceRef="gw" targetRef="audit" />
    <bpmn:scriptTask id="script" />
  </bpmn:process>
</bpmn:definitions>`;

type Bo = ModdleLike & { set(k: string, v: unknown): void; flowElements: Bo[] };
const originalAdapter = service.defaults.adapter;
let moddle: BpmnModdle;
let root: unknown;
let process: Bo;
let writes: Record<string, unknown>[];

/** Stands in for the modeler: applies the panel's writes to the moddle element and moves the revision. */
function Harness({ bo, keyLocked }: { bo: Bo; keyLocked?: boolean }) {
  const [revision, setRevision] = useState(0);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <PropertiesPanel
        keyLocked={keyLocked}
        revision={revision}
        target={{
          element: { id: bo.id!, businessObject: bo },
          factory: moddle,
          update: (props) => {
            writes.push(props);
            for (const [k, v] of Object.entries(props)) bo.set(k, v);
            setRevision((r) => r + 1);
          },
        }}
      />
    </QueryClientProvider>
  );
}

const byId = (id: string) => process.flowElements.find((e) => e.id === id)!;
const saved = async () => (await moddle.toXML(root)).xml;

beforeEach(async () => {
  void i18n.changeLanguage('zh_CN');
  writes = [];
  moddle = new BpmnModdle({ zcps: zcpsModdleDescriptor });
  const parsed = await moddle.fromXML(XML);
  root = parsed.rootElement;
  process = (parsed.rootElement as unknown as { rootElements: Bo[] }).rootElements[0]!;
  service.defaults.adapter = fakeAdapter((config) => {
    if (config.url === '/system/role/optionselect')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [
            { roleId: 5, roleName: '评审办', roleKey: 'office' },
            { roleId: 6, roleName: '专家', roleKey: 'reviewer' },
          ],
        },
      };
    return { data: { code: 200, msg: 'ok', data: [] } };
  }).adapter;
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('workflow designer properties panel', () => {
  it('user task: 会签 draws the parallel marker, a role strategy clears the user ids and writes role ids', async () => {
    render(<Harness bo={byId('audit')} />);
    expect(await screen.findByDisplayValue('部门审核')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('审批方式'));
    fireEvent.click(await screen.findByTitle('会签（全部通过，一人驳回即结束）'));
    await waitFor(() => expect(writes.length).toBe(1));
    expect(await saved()).toContain('<bpmn:multiInstanceLoopCharacteristics />');
    expect(await saved()).toContain('zcps:approveMethod="all"');

    fireEvent.mouseDown(screen.getByLabelText('审批人'));
    fireEvent.click(await screen.findByTitle('角色成员'));
    await waitFor(() => expect(writes.length).toBe(2));
    expect(await saved()).toContain('zcps:candidateStrategy="role"');
    expect(await saved()).not.toContain('zcps:candidates=');

    fireEvent.mouseDown(screen.getByLabelText('角色'));
    fireEvent.click(await screen.findByTitle('专家（reviewer）'));
    await waitFor(() => expect(writes.length).toBe(3));
    expect(await saved()).toContain('zcps:candidates="6"');

    fireEvent.mouseDown(screen.getByLabelText('审批方式'));
    fireEvent.click(await screen.findByTitle('票签（按通过比例）'));
    fireEvent.change(await screen.findByLabelText('通过比例（%）'), { target: { value: '60' } });
    await waitFor(() => expect(saved()).resolves.toContain('zcps:passRatio="60"'));
  });

  it('a flow from a gateway takes only FEEL conditions; the name is written either way', async () => {
    render(<Harness bo={byId('f1')} />);
    const condition = await screen.findByLabelText('条件表达式');
    fireEvent.change(condition, { target: { value: '${days > 3}' } });
    expect(await screen.findByText('条件必须是以 = 开头的 FEEL 表达式')).toBeTruthy();
    expect(await saved()).not.toContain('conditionExpression');
    fireEvent.change(condition, { target: { value: '=days > 3' } });
    await waitFor(() => expect(saved()).resolves.toContain('>=days &gt; 3</bpmn:conditionExpression>'));
  });

  it('the process key is locked for a model; an unsupported element is flagged', async () => {
    const { unmount } = render(<Harness bo={process} keyLocked />);
    const key = (await screen.findByLabelText('流程标识')) as HTMLInputElement;
    expect(key.disabled).toBe(true);
    expect(screen.getByText('模型的流程标识不能修改；需要另一个标识时请复制模型')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '请假流程' } });
    await waitFor(() => expect(saved()).resolves.toContain('name="请假流程"'));
    expect(await saved()).toContain('<bpmn:process id="leave"');
    unmount();

    render(<Harness bo={byId('script')} />);
    expect(await screen.findByText('该元素不被流程引擎执行，部署时会被拒绝')).toBeTruthy();
    expect(screen.getByText(/属性 · 脚本任务/)).toBeTruthy();
  });

  it('an unlocked process key is written only once it is a valid key', async () => {
    render(<Harness bo={process} />);
    const key = await screen.findByLabelText('流程标识');
    fireEvent.change(key, { target: { value: '9bad' } });
    expect(
      await screen.findByText('以字母或下划线开头，只含字母、数字、_ 和 -', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeTruthy();
    expect(writes.some((w) => 'id' in w)).toBe(false);
    fireEvent.change(key, { target: { value: 'leave_v2' } });
    await waitFor(() => expect(saved()).resolves.toContain('<bpmn:process id="leave_v2"'));
  });
});

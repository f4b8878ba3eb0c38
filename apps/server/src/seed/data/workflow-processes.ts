import type { FormSchema } from '@zcps/contracts';

/**
 * The processes this product ships deployed (domain.md "Pre-review chain"): the office edits and redeploys them
 * in 模型管理 where its province differs, never the code. Laid out left to right so the designer and the
 * progress page draw them as they are.
 */
export interface SeededProcess {
  key: string;
  name: string;
  formKey: string;
  xml: string;
}

/** A step of a straight chain: id, name and the zcps attributes that say who acts and how. */
interface Step {
  id: string;
  name: string;
  attrs: Record<string, string>;
}

const TASK_W = 100;
const TASK_H = 80;
const GAP = 60;
const Y = 160;
const EVENT = 36;

function chain(key: string, name: string, formKey: string, steps: Step[], endName: string): string {
  const ids = ['start', ...steps.map((s) => s.id), 'end'];
  const flows = ids.slice(1).map((to, i) => ({ id: `flow_${i + 1}`, from: ids[i]!, to }));
  const incoming = (id: string) =>
    flows.filter((f) => f.to === id).map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`);
  const outgoing = (id: string) =>
    flows.filter((f) => f.from === id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`);
  const attrs = (a: Record<string, string>) =>
    Object.entries(a)
      .map(([k, v]) => ` zcps:${k}="${v}"`)
      .join('');
  const x = (i: number) => 240 + i * (TASK_W + GAP);
  const startX = 152;
  const endX = x(steps.length) + 22;
  const cy = Y + TASK_H / 2;
  const box = (id: string, bx: number, by: number, w: number, h: number) =>
    `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${bx}" y="${by}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
  const rightOf = (id: string) =>
    id === 'start' ? startX + EVENT : x(steps.findIndex((s) => s.id === id)) + TASK_W;
  const leftOf = (id: string) => (id === 'end' ? endX : x(steps.findIndex((s) => s.id === id)));
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:zcps="http://zcps.dev/schema/bpmn/zcps" id="defs_${key}" targetNamespace="http://zcps.dev/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" zcps:formKey="${formKey}">${outgoing('start').join('')}</bpmn:startEvent>
${steps
  .map(
    (s) =>
      `    <bpmn:userTask id="${s.id}" name="${s.name}"${attrs(s.attrs)}>${incoming(s.id).join('')}${outgoing(s.id).join('')}</bpmn:userTask>`,
  )
  .join('\n')}
    <bpmn:endEvent id="end" name="${endName}">${incoming('end').join('')}</bpmn:endEvent>
${flows.map((f) => `    <bpmn:sequenceFlow id="${f.id}" sourceRef="${f.from}" targetRef="${f.to}" />`).join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram_${key}">
    <bpmndi:BPMNPlane id="plane_${key}" bpmnElement="${key}">
      ${box('start', startX, cy - EVENT / 2, EVENT, EVENT)}
      ${steps.map((s, i) => box(s.id, x(i), Y, TASK_W, TASK_H)).join('\n      ')}
      ${box('end', endX, cy - EVENT / 2, EVENT, EVENT)}
      ${flows
        .map(
          (f) =>
            `<bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}"><di:waypoint x="${rightOf(f.from)}" y="${cy}" /><di:waypoint x="${leftOf(f.to)}" y="${cy}" /></bpmndi:BPMNEdge>`,
        )
        .join('\n      ')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** Role ids of the seeded roles (base.ts) the chains hand work to. */
const OFFICE_ROLE = '3';
const COMPETENT_ROLE = '7';

const REVIEWER_BUTTONS = 'approve,return,reject,delegate,transfer,cc';

/** 职称申报预审: 申报人提交 → 单位推荐 → 主管部门审核 → 评审办受理 (the declaration's submit starts it). */
export const TITLE_PRE_REVIEW: SeededProcess = {
  key: 'title_pre_review',
  name: '职称申报预审',
  formKey: 'title_pre_review',
  xml: chain(
    'title_pre_review',
    '职称申报预审',
    'title_pre_review',
    [
      { id: 'submit', name: '申报人提交', attrs: { candidateStrategy: 'initiator', buttons: 'approve' } },
      {
        id: 'unitRecommend',
        name: '单位推荐',
        attrs: { candidateStrategy: 'expression', candidates: '=unitUsers', buttons: REVIEWER_BUTTONS },
      },
      {
        id: 'deptReview',
        name: '主管部门审核',
        attrs: { candidateStrategy: 'role', candidates: COMPETENT_ROLE, buttons: REVIEWER_BUTTONS },
      },
      {
        id: 'officeAccept',
        name: '评审办受理',
        attrs: {
          candidateStrategy: 'role',
          candidates: OFFICE_ROLE,
          buttons: `${REVIEWER_BUTTONS},terminate`,
        },
      },
    ],
    '进入资格审查',
  ),
};

/** 单位注册审核: a unit's self-registration waits for the office (its approval makes the unit's dept). */
export const CLIENT_REGISTER_AUDIT: SeededProcess = {
  key: 'client_register_audit',
  name: '委托单位注册审核',
  formKey: 'client_register_audit',
  xml: chain(
    'client_register_audit',
    '委托单位注册审核',
    'client_register_audit',
    [
      {
        id: 'officeAudit',
        name: '评审办审核',
        attrs: { candidateStrategy: 'role', candidates: OFFICE_ROLE, buttons: 'approve,reject,transfer,cc' },
      },
    ],
    '注册通过',
  ),
};

const text = (field: string, label: string) => ({ field, label, widget: 'text' as const, span: 12 });

/** What approvers read in the process detail (the start variables, by label). */
export const SEEDED_FORMS: { formKey: string; formName: string; schema: FormSchema }[] = [
  {
    formKey: 'title_pre_review',
    formName: '职称申报预审信息',
    schema: {
      version: 1,
      layout: { cols: 2, labelWidth: 100 },
      items: [
        text('applicantName', '申报人'),
        text('unitName', '所在单位'),
        text('titleName', '申报职称'),
        text('activityName', '评审活动'),
      ],
    },
  },
  {
    formKey: 'client_register_audit',
    formName: '委托单位注册信息',
    schema: {
      version: 1,
      layout: { cols: 2, labelWidth: 110 },
      items: [
        text('clientName', '单位名称'),
        text('creditCode', '统一社会信用代码'),
        text('unitTypeLabel', '单位类型'),
        text('contactName', '联系人'),
        text('contactPhone', '联系电话'),
        text('email', '电子邮箱'),
      ],
    },
  },
];

export const SEEDED_PROCESSES = [TITLE_PRE_REVIEW, CLIENT_REGISTER_AUDIT];

/**
 * Chinese labels for bpmn-js's palette, context pad and replace menu. bpmn-js writes English and asks its
 * `translate` service for every label, so en_US keeps the built-in texts and zh_CN looks them up here.
 */
export const bpmnZhCN: Readonly<Record<string, string>> = {
  'Activate hand tool': '抓手工具',
  'Activate lasso tool': '套索工具',
  'Activate create/remove space tool': '插入/删除空间',
  'Activate global connect tool': '全局连线',
  'Create start event': '开始事件',
  'Create intermediate/boundary event': '中间/边界事件',
  'Create end event': '结束事件',
  'Create gateway': '网关',
  'Create task': '任务',
  'Create data object reference': '数据对象',
  'Create data store reference': '数据存储',
  'Create expanded sub-process': '展开的子流程',
  'Create pool/participant': '池/参与者',
  'Create group': '分组',
  'Search in diagram': '在图中搜索',
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append task': '追加任务',
  'Append intermediate/boundary event': '追加中间/边界事件',
  'Append receive task': '追加接收任务',
  'Append message intermediate catch event': '追加消息中间捕获事件',
  'Append timer intermediate catch event': '追加定时中间捕获事件',
  'Append conditional intermediate catch event': '追加条件中间捕获事件',
  'Append signal intermediate catch event': '追加信号中间捕获事件',
  'Append compensation activity': '追加补偿活动',
  'Add text annotation': '添加文本注释',
  'Add lane above': '在上方添加泳道',
  'Add lane below': '在下方添加泳道',
  'Divide into two lanes': '分成两个泳道',
  'Divide into three lanes': '分成三个泳道',
  'Change element': '更改元素',
  Delete: '删除',
  'Connect to other element': '连接到其他元素',
  'Connect using association': '使用关联连接',
  'Connect using data input association': '使用数据输入关联连接',
  'Align elements': '对齐元素',
  'Distribute elements horizontally': '水平均匀分布',
  'Distribute elements vertically': '垂直均匀分布',
  'Toggle non-interrupting': '切换非中断',
  'Parallel multi-instance': '并行多实例',
  'Sequential multi-instance': '串行多实例',
  Loop: '循环',
  Collection: '集合',
  'Participant multiplicity': '参与者多重性',
  'Open {element}': '打开 {element}',
  'Start event': '开始事件',
  'Intermediate throw event': '中间抛出事件',
  'End event': '结束事件',
  'Boundary event': '边界事件',
  'Terminate end event': '终止结束事件',
  'Timer start event': '定时开始事件',
  'Timer boundary event': '定时边界事件',
  'Timer boundary event (non-interrupting)': '定时边界事件（非中断）',
  'Timer intermediate catch event': '定时中间捕获事件',
  'Message start event': '消息开始事件',
  'Message end event': '消息结束事件',
  'Message boundary event': '消息边界事件',
  'Message intermediate catch event': '消息中间捕获事件',
  'Message intermediate throw event': '消息中间抛出事件',
  'Signal start event': '信号开始事件',
  'Signal end event': '信号结束事件',
  'Error end event': '错误结束事件',
  'Error boundary event': '错误边界事件',
  'Conditional start event': '条件开始事件',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'Complex gateway': '复杂网关',
  'Event-based gateway': '事件网关',
  Task: '任务',
  'User task': '用户任务',
  'Send task': '发送任务',
  'Receive task': '接收任务',
  'Manual task': '手工任务',
  'Business rule task': '业务规则任务',
  'Service task': '服务任务',
  'Script task': '脚本任务',
  'Call activity': '调用活动',
  'Sub-process': '子流程',
  'Sub-process (collapsed)': '子流程（折叠）',
  'Sub-process (expanded)': '子流程（展开）',
  'Event sub-process': '事件子流程',
  Transaction: '事务',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Conditional flow': '条件流',
  'Data object reference': '数据对象引用',
  'Data store reference': '数据存储引用',
  'Expanded pool/participant': '展开的池/参与者',
  'Empty pool/participant': '空的池/参与者',
};

/** Replaces `{name}` placeholders the way bpmn-js's own translate does. */
export function translateWith(table: Readonly<Record<string, string>>) {
  return (template: string, replacements: Record<string, string> = {}) =>
    (table[template] ?? template).replace(/{([^}]+)}/g, (_m, key: string) => replacements[key] ?? `{${key}}`);
}

/** A bpmn-js additional module replacing the `translate` service. */
export function translateModule(language: string) {
  const table = language === 'zh_CN' ? bpmnZhCN : {};
  return { translate: ['value', translateWith(table)] as const };
}

/** An element type in words, the way bpmn-js names it (`bpmn:ExclusiveGateway` → `Exclusive gateway`), translated. */
export function typeLabel(type: string, language: string): string {
  const words = type.replace(/^bpmn:/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  const english = words.charAt(0) + words.slice(1).toLowerCase();
  return translateModule(language).translate[1](english);
}

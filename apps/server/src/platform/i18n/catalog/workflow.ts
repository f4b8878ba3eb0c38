/** Server messages of the workflow area. Spread into `messages` (../messages.ts). */
export const workflowMessages = {
  'workflow.category.notFound': { zh_CN: '流程分类不存在', en_US: 'No such process category' },
  'workflow.category.codeExists': {
    zh_CN: "分类编码'{code}'已存在",
    en_US: "The category code '{code}' exists already",
  },
  'workflow.category.hasChildren': {
    zh_CN: '分类下还有子分类，不能删除',
    en_US: 'The category has sub-categories and cannot be deleted',
  },
  'workflow.category.inUse': {
    zh_CN: '分类已被模型或流程使用，不能删除',
    en_US: 'Models or processes use the category; it cannot be deleted',
  },
  'workflow.category.parentLoop': {
    zh_CN: '上级分类不能是自己或自己的下级',
    en_US: 'A category cannot be placed under itself or one of its sub-categories',
  },
  'workflow.model.notFound': { zh_CN: '流程模型不存在', en_US: 'No such process model' },
  'workflow.model.keyExists': {
    zh_CN: "模型标识'{key}'已存在",
    en_US: "The model key '{key}' exists already",
  },
  'workflow.model.keyMismatch': {
    zh_CN: "流程的 id '{processId}' 与模型标识 '{key}' 不一致",
    en_US: "The process id '{processId}' differs from the model key '{key}'",
  },
  'workflow.model.invalidXml': {
    zh_CN: '流程模型无效：BPMN 文件无法解析（{reason}）',
    en_US: 'Invalid model: the BPMN file cannot be read ({reason})',
  },
  'workflow.model.oneProcess': {
    zh_CN: '流程模型无效：文件中须有且仅有一个流程',
    en_US: 'Invalid model: the file must hold exactly one process',
  },
  'workflow.model.noUserTask': {
    zh_CN: '流程模型无效：至少需要一个用户任务',
    en_US: 'Invalid model: at least one user task is needed',
  },
  'workflow.model.unsupported': {
    zh_CN:
      '流程模型无效：不支持元素“{element}”（{type}）；只支持开始/结束事件、用户任务、排他/并行/包容网关和定时边界事件',
    en_US:
      'Invalid model: the element "{element}" ({type}) is not supported; only start/end events, user tasks, exclusive/parallel/inclusive gateways and timer boundary events are',
  },
  'workflow.model.loopNotAllowed': {
    zh_CN: '流程模型无效：用户任务“{element}”自带多实例设置，请改用“审批方式”',
    en_US:
      'Invalid model: the user task "{element}" carries its own multi-instance setup; use the approve method',
  },
  'workflow.model.badTaskProps': {
    zh_CN: '流程模型无效：用户任务“{element}”的属性 {field} 取值无效',
    en_US: 'Invalid model: the property {field} of the user task "{element}" has an invalid value',
  },
  'workflow.model.noCandidates': {
    zh_CN: '流程模型无效：用户任务“{element}”未设置审批人',
    en_US: 'Invalid model: the user task "{element}" has no candidates',
  },
  'workflow.model.noPassRatio': {
    zh_CN: '流程模型无效：用户任务“{element}”为票签，请设置通过比例',
    en_US: 'Invalid model: the user task "{element}" votes by ratio; set the pass ratio',
  },
  'workflow.model.badExpression': {
    zh_CN: '流程模型无效：“{element}”的表达式 {expression} 不是有效的 FEEL 表达式（以 = 开头）',
    en_US:
      'Invalid model: the expression {expression} of "{element}" is not a valid FEEL expression (starting with =)',
  },
  'workflow.model.scriptCondition': {
    zh_CN: '流程模型无效：连线“{element}”的条件须为 FEEL 表达式（以 = 开头），不允许脚本条件',
    en_US:
      'Invalid model: the condition of the flow "{element}" must be FEEL (starting with =); script conditions are refused',
  },
  'workflow.model.badTimer': {
    zh_CN: '流程模型无效：定时事件“{element}”的时间无效（ISO 8601，如 PT72H）',
    en_US: 'Invalid model: the timer "{element}" has an invalid time (ISO 8601, e.g. PT72H)',
  },
  'workflow.lint.start-event-required': {
    zh_CN: '流程模型无效：流程缺少开始事件（{element}）',
    en_US: 'Invalid model: the process has no start event ({element})',
  },
  'workflow.lint.end-event-required': {
    zh_CN: '流程模型无效：流程缺少结束事件（{element}）',
    en_US: 'Invalid model: the process has no end event ({element})',
  },
  'workflow.lint.no-disconnected': {
    zh_CN: '流程模型无效：元素“{element}”没有连线',
    en_US: 'Invalid model: the element "{element}" is not connected',
  },
  'workflow.lint.no-duplicate-sequence-flows': {
    zh_CN: '流程模型无效：“{element}”存在重复连线',
    en_US: 'Invalid model: "{element}" has duplicate flows',
  },
  'workflow.lint.no-implicit-split': {
    zh_CN: '流程模型无效：“{element}”有多条无条件出线，请使用网关分支',
    en_US: 'Invalid model: "{element}" has several unconditional outgoing flows; split with a gateway',
  },
  'workflow.lint.no-implicit-start': {
    zh_CN: '流程模型无效：“{element}”没有入线（隐式开始）',
    en_US: 'Invalid model: "{element}" has no incoming flow (implicit start)',
  },
  'workflow.lint.no-implicit-end': {
    zh_CN: '流程模型无效：“{element}”没有出线（隐式结束）',
    en_US: 'Invalid model: "{element}" has no outgoing flow (implicit end)',
  },
  'workflow.lint.no-complex-gateway': {
    zh_CN: '流程模型无效：不支持复杂网关“{element}”',
    en_US: 'Invalid model: the complex gateway "{element}" is not supported',
  },
  'workflow.lint.single-blank-start-event': {
    zh_CN: '流程模型无效：只能有一个空白开始事件（{element}）',
    en_US: 'Invalid model: only one blank start event is allowed ({element})',
  },
  'workflow.lint.single-event-definition': {
    zh_CN: '流程模型无效：事件“{element}”只能有一个事件定义',
    en_US: 'Invalid model: the event "{element}" may have one event definition only',
  },
  'workflow.lint.conditional-flows': {
    zh_CN: '流程模型无效：网关“{element}”的出线须设置条件或默认流',
    en_US: 'Invalid model: the outgoing flows of "{element}" need conditions or a default flow',
  },
  'workflow.lint.fake-join': {
    zh_CN: '流程模型无效：“{element}”有多条入线，请用网关汇合',
    en_US: 'Invalid model: "{element}" has several incoming flows; join them with a gateway',
  },
  'workflow.lint.no-gateway-join-fork': {
    zh_CN: '流程模型无效：网关“{element}”不能同时汇合和分支',
    en_US: 'Invalid model: the gateway "{element}" must not both join and fork',
  },
  'workflow.definition.notFound': { zh_CN: '流程定义不存在', en_US: 'No such process definition' },
  'workflow.definition.noActive': {
    zh_CN: "流程'{key}'没有已部署且未挂起的版本",
    en_US: "The process '{key}' has no deployed, active version",
  },
  'workflow.definition.hasInstances': {
    zh_CN: '该版本已有流程实例，不能删除',
    en_US: 'The version has process instances and cannot be deleted',
  },
  'workflow.form.invalid': { zh_CN: '{details}', en_US: '{details}' },
  'workflow.instance.notFound': { zh_CN: '流程实例不存在', en_US: 'No such process instance' },
  'workflow.instance.notRunning': { zh_CN: '流程已结束', en_US: 'The process has ended' },
  'workflow.instance.suspended': {
    zh_CN: '流程已挂起，激活后才能办理',
    en_US: 'The process is suspended; activate it first',
  },
  'workflow.instance.notSuspended': { zh_CN: '流程未挂起', en_US: 'The process is not suspended' },
  'workflow.instance.notInitiator': {
    zh_CN: '只有发起人可以撤回',
    en_US: 'Only the initiator can withdraw',
  },
  'workflow.instance.cannotWithdraw': {
    zh_CN: '已有人办理了后续任务，不能撤回',
    en_US: 'Someone has acted on the next task; it can no longer be withdrawn',
  },
  'workflow.instance.noAccess': {
    zh_CN: '无权查看该流程',
    en_US: 'You may not view this process',
  },
  'workflow.instance.cannotTerminate': {
    zh_CN: '无权终止该流程',
    en_US: 'You may not terminate this process',
  },
  'workflow.task.notFound': { zh_CN: '任务不存在', en_US: 'No such task' },
  'workflow.task.notYours': { zh_CN: '这不是您的任务', en_US: 'This is not your task' },
  'workflow.task.handled': { zh_CN: '任务已办理', en_US: 'The task has been handled already' },
  'workflow.notice.taskArrived': {
    zh_CN: '您有新的待办：{task}（{process}）',
    en_US: 'A new task for you: {task} ({process})',
  },
  'workflow.task.byBusiness': {
    zh_CN: '该步骤由业务页面办理：请在业务页面（如“职称申报”）修改后重新提交',
    en_US:
      'This step is taken on the business page: make the changes there (for example Declarations) and submit again',
  },
  'workflow.task.buttonOff': {
    zh_CN: '该任务不允许此操作（{action}）',
    en_US: 'The task does not offer this action ({action})',
  },
  'workflow.task.illegalReturn': {
    zh_CN: '不能退回到“{target}”：只能退回到主路径上之前的用户任务',
    en_US: 'Cannot return to "{target}": only earlier user tasks on the main path are allowed',
  },
  'workflow.task.signsPending': {
    zh_CN: '加签人尚未全部办理',
    en_US: 'Not every added signer has acted yet',
  },
  'workflow.task.noSuchChild': {
    zh_CN: '所选加签任务不存在或已办理',
    en_US: 'The selected added-signer task does not exist or has been handled',
  },
  'workflow.task.noApprovers': {
    zh_CN: '任务“{task}”找不到审批人',
    en_US: 'No approver found for the task "{task}"',
  },
  'workflow.task.badUser': {
    zh_CN: '所选用户不存在或已停用',
    en_US: 'The selected user does not exist or is disabled',
  },
  'workflow.engine.failed': {
    zh_CN: '流程执行失败：{reason}',
    en_US: 'The process failed: {reason}',
  },
  'job.handler.workflowTimers': {
    zh_CN: '触发到期的流程定时器（超时提醒、自动通过/驳回、定时边界事件）',
    en_US:
      'Fires due workflow timers (timeout reminders, automatic approval or rejection, timer boundary events)',
  },
} as const;

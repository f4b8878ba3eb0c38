/** BPMN fixtures for the workflow tests. */
const head = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:zcps="http://zcps.dev/schema/bpmn/zcps" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  id="defs" targetNamespace="http://zcps.dev/bpmn">`;

/** start → apply → gateway: days > 3 → sign (approve method given) → finish; else → finish. */
export function leaveProcess(options: {
  key?: string;
  method?: string;
  candidates?: string;
  strategy?: string;
  ratio?: number;
  applyCandidates?: string;
  timeoutHours?: number;
  timeoutAction?: string;
}): string {
  const key = options.key ?? 'leave';
  const ratio = options.ratio ? ` zcps:passRatio="${options.ratio}"` : '';
  const timeout = options.timeoutHours
    ? ` zcps:timeoutHours="${options.timeoutHours}" zcps:timeoutAction="${options.timeoutAction ?? 'remind'}"`
    : '';
  return `${head}
  <bpmn:process id="${key}" name="请假" isExecutable="true">
    <bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="apply" name="申请" zcps:candidateStrategy="initiator" zcps:buttons="approve,reject,cc">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:incoming>f5</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="gw" name="天数" default="f4"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing><bpmn:outgoing>f4</bpmn:outgoing></bpmn:exclusiveGateway>
    <bpmn:userTask id="sign" name="审批" zcps:candidateStrategy="${options.strategy ?? 'user'}" zcps:candidates="${options.candidates ?? '1'}" zcps:approveMethod="${options.method ?? 'single'}"${ratio}${timeout} zcps:buttons="approve,reject,return,delegate,transfer,addSign,reduceSign,cc,terminate">
      <bpmn:incoming>f3</bpmn:incoming><bpmn:outgoing>f6</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="finish" name="结束"><bpmn:incoming>f4</bpmn:incoming><bpmn:incoming>f6</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="apply" />
    <bpmn:sequenceFlow id="f2" sourceRef="apply" targetRef="gw" />
    <bpmn:sequenceFlow id="f3" name="多于3天" sourceRef="gw" targetRef="sign">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">=days &gt; 3</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" sourceRef="gw" targetRef="finish" />
    <bpmn:sequenceFlow id="f6" sourceRef="sign" targetRef="finish" />
  </bpmn:process>
</bpmn:definitions>`.replace('<bpmn:incoming>f5</bpmn:incoming>', '');
}

/** start → review (with a 1 h timer boundary that escalates to chief) → end. */
export const timerProcess = `${head}
  <bpmn:process id="timed" name="限时审批" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>t1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="review" name="审核" zcps:candidateStrategy="user" zcps:candidates="1"><bpmn:incoming>t1</bpmn:incoming><bpmn:outgoing>t2</bpmn:outgoing></bpmn:userTask>
    <bpmn:boundaryEvent id="late" name="超时" attachedToRef="review"><bpmn:outgoing>t3</bpmn:outgoing>
      <bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:userTask id="chief" name="主任审核" zcps:candidateStrategy="user" zcps:candidates="1"><bpmn:incoming>t3</bpmn:incoming><bpmn:outgoing>t4</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>t2</bpmn:incoming><bpmn:incoming>t4</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="t1" sourceRef="start" targetRef="review" />
    <bpmn:sequenceFlow id="t2" sourceRef="review" targetRef="end" />
    <bpmn:sequenceFlow id="t3" sourceRef="late" targetRef="chief" />
    <bpmn:sequenceFlow id="t4" sourceRef="chief" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

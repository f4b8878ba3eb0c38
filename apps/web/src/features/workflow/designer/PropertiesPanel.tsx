import { useEffect, useRef } from 'react';
import { Alert, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WF_KEY_PATTERN } from '@zcps/contracts';
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
  type ModdleFactory,
  type ModdleLike,
  type PanelKind,
  type UserTaskForm,
} from './props';
import { typeLabel } from './translate';
import { UserTaskFields } from './UserTaskPanel';

/** What the panel needs from the modeler (DesignerHandle satisfies it; tests pass a plain object). */
export interface PanelTarget {
  element: { id: string; businessObject: ModdleLike };
  update(props: Record<string, unknown>): void;
  factory: ModdleFactory;
}

/** Elements the engine runs; anything else is refused at deploy, so the panel warns about it. */
const SUPPORTED = new Set([
  'bpmn:Process',
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:BoundaryEvent',
  'bpmn:SequenceFlow',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:Group',
]);

type Values = Record<string, unknown>;

function readValues(kind: PanelKind, bo: ModdleLike): Values {
  switch (kind) {
    case 'userTask':
      return { ...readUserTask(bo) };
    case 'startEvent':
      return readStartEvent(bo);
    case 'sequenceFlow':
      return readSequenceFlow(bo);
    case 'process':
      return readProcess(bo);
    default:
      return { name: bo.name ?? '' };
  }
}

function updateOf(kind: PanelKind, values: Values, target: PanelTarget): Record<string, unknown> | null {
  const bo = target.element.businessObject;
  switch (kind) {
    case 'userTask':
      return userTaskUpdate(values as unknown as UserTaskForm, bo, target.factory);
    case 'startEvent':
      return startEventUpdate(values as { name: string; formKey: string });
    case 'sequenceFlow': {
      const form = values as { name: string; condition: string };
      if (!isFeel(form.condition ?? '')) return { name: form.name?.trim() || undefined };
      return sequenceFlowUpdate(form, target.factory);
    }
    case 'process': {
      const form = values as { key: string; name: string };
      const props = processUpdate(form);
      if (!WF_KEY_PATTERN.test(form.key.trim()) || form.key.trim() === bo.id) delete props.id;
      return props;
    }
    default:
      return { name: (values.name as string | undefined)?.trim() || undefined };
  }
}

/**
 * Our own properties panel: only what the engine executes, written with `modeling.updateProperties` on every
 * change (so undo/redo covers it). `revision` moves on every diagram command; the form then re-reads the element
 * unless the command was the panel's own write (re-reading that would drop half-typed rows).
 */
export function PropertiesPanel({
  target,
  revision,
  keyLocked,
}: {
  target: PanelTarget;
  revision: number;
  keyLocked?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const bo = target.element.businessObject;
  const kind = kindOf(bo);
  const ownWrite = useRef(false);
  const shown = useRef(bo);

  useEffect(() => {
    if (shown.current !== bo) {
      shown.current = bo;
      ownWrite.current = false;
      form.resetFields();
    } else if (ownWrite.current) {
      ownWrite.current = false;
      return;
    }
    form.setFieldsValue(readValues(kind, bo));
  }, [form, kind, bo, revision]);

  const onValuesChange = (changed: Values, all: Values) => {
    if (kind === 'userTask' && 'candidateStrategy' in changed) {
      form.setFieldsValue({ candidateIds: [], candidateExpression: '' });
      all = { ...all, candidateIds: [], candidateExpression: '' };
    }
    if (kind === 'userTask' && 'timeoutHours' in changed && changed.timeoutHours && !all.timeoutAction) {
      form.setFieldsValue({ timeoutAction: 'remind' });
      all = { ...all, timeoutAction: 'remind' };
    }
    const props = updateOf(kind, { ...readValues(kind, bo), ...all }, target);
    if (!props) return;
    ownWrite.current = true;
    target.update(props);
  };

  const title = {
    userTask: t('wfDesigner.userTask'),
    startEvent: t('wfDesigner.startEvent'),
    sequenceFlow: t('wfDesigner.sequenceFlow'),
    process: t('wfDesigner.process'),
    other: typeLabel(bo.$type, i18n.language),
  }[kind];

  return (
    <div className="zcps-wf-panel" data-testid="wf-properties">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('wfDesigner.properties')} · {title}
        <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>
          {target.element.id}
        </Typography.Text>
      </Typography.Title>
      {!SUPPORTED.has(bo.$type) && (
        <Alert type="warning" showIcon title={t('wfDesigner.unsupported')} style={{ marginBottom: 12 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        size="small"
        initialValues={readValues(kind, bo)}
        onValuesChange={onValuesChange}
      >
        {kind === 'process' && (
          <Form.Item
            name="key"
            label={t('wfDesigner.processKey')}
            extra={keyLocked ? t('wfDesigner.processKeyLocked') : t('wfDesigner.processKeyHelp')}
            rules={[{ required: true }, { pattern: WF_KEY_PATTERN, message: t('wfDesigner.processKeyHelp') }]}
          >
            <Input disabled={keyLocked} maxLength={64} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('wfDesigner.name')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        {kind === 'userTask' && <UserTaskFields />}
        {kind === 'startEvent' && (
          <Form.Item name="formKey" label={t('wfDesigner.formKey')} extra={t('wfDesigner.startFormKeyHelp')}>
            <Input allowClear />
          </Form.Item>
        )}
        {kind === 'sequenceFlow' &&
          (acceptsCondition(bo) ? (
            <Form.Item
              name="condition"
              label={t('wfDesigner.condition')}
              extra={t('wfDesigner.conditionHelp')}
              rules={[
                {
                  validator: (_r, v: string) =>
                    isFeel(v ?? '')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('wfDesigner.conditionInvalid'))),
                },
              ]}
            >
              <Input.TextArea rows={2} placeholder="=days > 3" />
            </Form.Item>
          ) : (
            <Typography.Text type="secondary">{t('wfDesigner.conditionGatewayOnly')}</Typography.Text>
          ))}
        {kind === 'other' && SUPPORTED.has(bo.$type) && (
          <Typography.Text type="secondary">{t('wfDesigner.other')}</Typography.Text>
        )}
      </Form>
    </div>
  );
}

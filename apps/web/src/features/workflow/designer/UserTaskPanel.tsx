import { Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  approveMethods,
  candidateStrategies,
  fieldPermissions,
  taskButtons,
  timeoutActions,
  type CandidateStrategy,
} from '@zcps/contracts';
import { DeptPicker, PostPicker, RolePicker, UserPicker } from '../shared/pickers';
import { isFeel, type UserTaskForm } from './props';

const pickers: Partial<Record<CandidateStrategy, { label: string; picker: React.ReactNode }>> = {
  user: { label: 'wfDesigner.candidateUsers', picker: <UserPicker multiple /> },
  role: { label: 'wfDesigner.candidateRoles', picker: <RolePicker /> },
  dept: { label: 'wfDesigner.candidateDepts', picker: <DeptPicker multiple /> },
  post: { label: 'wfDesigner.candidatePosts', picker: <PostPicker /> },
};

/** The fields of a user task; the parent form writes every change to the diagram. */
export function UserTaskFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<UserTaskForm>();
  const strategy = Form.useWatch('candidateStrategy', form) as CandidateStrategy | undefined;
  const method = Form.useWatch('approveMethod', form);
  const timeout = Form.useWatch('timeoutHours', form) as number | undefined;
  const picker = strategy ? pickers[strategy] : undefined;

  return (
    <>
      <Form.Item name="candidateStrategy" label={t('wfDesigner.candidateStrategy')}>
        <Select
          options={candidateStrategies.map((s) => ({ value: s, label: t(`wfDesigner.strategy_${s}`) }))}
        />
      </Form.Item>
      {picker && (
        <Form.Item name="candidateIds" label={t(picker.label as 'wfDesigner.candidateUsers')}>
          {picker.picker}
        </Form.Item>
      )}
      {strategy === 'expression' && (
        <Form.Item
          name="candidateExpression"
          label={t('wfDesigner.candidateExpression')}
          extra={t('wfDesigner.candidateExpressionHelp')}
          rules={[
            {
              validator: (_r, v: string) =>
                isFeel(v ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('wfDesigner.conditionInvalid'))),
            },
          ]}
        >
          <Input placeholder="=applicantId" />
        </Form.Item>
      )}
      <Form.Item name="approveMethod" label={t('wfDesigner.approveMethod')}>
        <Select options={approveMethods.map((m) => ({ value: m, label: t(`wfDesigner.method_${m}`) }))} />
      </Form.Item>
      {method === 'ratio' && (
        <Form.Item name="passRatio" label={t('wfDesigner.passRatio')} rules={[{ required: true }]}>
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="formKey" label={t('wfDesigner.formKey')} extra={t('wfDesigner.formKeyHelp')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="buttons" label={t('wfDesigner.buttons')}>
        <Checkbox.Group
          options={taskButtons.map((b) => ({ value: b, label: t(`wfDesigner.button_${b}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('wfDesigner.fieldPermissions')}>
        <Form.List name="fieldPermissions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'field']} noStyle>
                    <Input placeholder={t('wfDesigner.field')} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'permission']} noStyle>
                    <Select
                      style={{ width: 96 }}
                      options={fieldPermissions.map((p) => ({ value: p, label: t(`wfDesigner.perm_${p}`) }))}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('crud.delete')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                block
                size="small"
                icon={<PlusOutlined />}
                onClick={() => add({ field: '', permission: 'read' })}
              >
                {t('wfDesigner.addField')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="timeoutHours" label={t('wfDesigner.timeoutHours')}>
        <InputNumber min={0} max={24 * 365} style={{ width: '100%' }} />
      </Form.Item>
      {Boolean(timeout) && (
        <Form.Item name="timeoutAction" label={t('wfDesigner.timeoutAction')}>
          <Select options={timeoutActions.map((a) => ({ value: a, label: t(`wfDesigner.timeout_${a}`) }))} />
        </Form.Item>
      )}
    </>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  WorkflowPermission,
  formValuesSchema,
  wfStartSchema,
  type FormSchema,
  type WfDefinitionVo,
} from '@zcps/contracts';
import { hintOf } from '../../../../components/crud';
import { FormRenderer, storedFormApi, type FormValues } from '../../../../components/form-schema';
import { rulesFrom } from '../../../../components/form';
import { useAuth } from '../../../../components/Auth';
import { feedback } from '../../../../lib/feedback';
import { detailPath, processApi } from '../../shared/api';
import '../../shared/workflow.css';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A typed value from the text box: JSON when it parses (numbers, true/false, lists), the text otherwise. */
export function parseValue(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return text;
  }
}

interface StartValues {
  businessKey?: string;
  variables?: { name?: string; value?: string }[];
}

/**
 * The variables a start form gives: its values checked by the same schema the server checks (hidden fields and
 * keys the form does not define dropped), or the issues by field.
 */
export function startFormVariables(
  schema: FormSchema,
  values: FormValues,
):
  | { ok: true; variables: Record<string, unknown> }
  | { ok: false; fields: { name: string; errors: string[] }[] } {
  const parsed = formValuesSchema(schema).safeParse(values);
  if (parsed.success) return { ok: true, variables: parsed.data as Record<string, unknown> };
  const byField = new Map<string, string[]>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  return { ok: false, fields: [...byField].map(([name, errors]) => ({ name, errors })) };
}

/**
 * 发起流程 (/workflow/process/start): pick a deployed process, fill its start form (the stored form its start
 * event names in zcps:formKey) or give its variables by name, start it.
 */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [form] = Form.useForm<StartValues>();
  const [valuesForm] = Form.useForm<FormValues>();
  const [chosen, setChosen] = useState<WfDefinitionVo | null>(null);
  const [starting, setStarting] = useState(false);
  const startable = useQuery({
    queryKey: ['workflow/process/startable'],
    queryFn: async () => (await processApi.startable()).data,
    staleTime: 0,
  });
  const formKey = chosen?.formKey ?? null;
  const startForm = useQuery({
    queryKey: ['tool/form/key', formKey],
    queryFn: async () => (await storedFormApi.byKey(formKey!)).data,
    enabled: formKey !== null,
    retry: false,
    staleTime: 0,
  });
  const schema = formKey ? startForm.data : undefined;

  const variablesOf = async (values: StartValues): Promise<Record<string, unknown> | null> => {
    if (!formKey)
      return Object.fromEntries(
        (values.variables ?? [])
          .filter((v) => v.name)
          .map((v) => [v.name!.trim(), parseValue(v.value ?? '')]),
      );
    if (!schema) return null;
    const filled = await valuesForm.validateFields().then(
      () => valuesForm.getFieldsValue(true) as FormValues,
      () => null,
    );
    if (!filled) return null;
    const checked = startFormVariables(schema, filled);
    if (checked.ok) return checked.variables;
    valuesForm.setFields(checked.fields);
    return null;
  };

  const start = async () => {
    if (!chosen) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const variables = await variablesOf(values);
    if (!variables) return;
    setStarting(true);
    try {
      const instance = (
        await processApi.start({
          definitionKey: chosen.definitionKey,
          businessKey: values.businessKey?.trim() || null,
          variables,
        })
      ).data;
      feedback().message.success(t('workflow.startOk'));
      navigate(detailPath(instance.instanceId));
    } catch {
      // the request layer showed the refusal
    } finally {
      setStarting(false);
    }
  };

  if (startable.isLoading) return <Spin />;
  const list = startable.data ?? [];

  return (
    <div className="zcps-page-card">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('workflow.chooseProcess')}
      </Typography.Title>
      {list.length === 0 ? (
        <Empty description={t('workflow.noStartable')}>
          {auth.hasPermi(WorkflowPermission.MODEL_LIST) && (
            <Button type="primary" onClick={() => void navigate('/workflow/model')}>
              {t('workflow.goModels')}
            </Button>
          )}
        </Empty>
      ) : (
        <Row gutter={[12, 12]} data-testid="wf-startable">
          {list.map((d) => (
            <Col key={d.definitionId} xs={24} sm={12} lg={8} xl={6}>
              <Card
                size="small"
                hoverable
                onClick={() => {
                  setChosen(d);
                  form.resetFields();
                  if (schema) valuesForm.resetFields();
                }}
                className={chosen?.definitionId === d.definitionId ? 'zcps-wf-chosen' : undefined}
                title={d.definitionName}
                extra={<Tag color="blue">v{d.version}</Tag>}
              >
                <Typography.Text type="secondary">{d.categoryName ?? d.definitionKey}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {chosen && (
        <Card
          size="small"
          style={{ marginTop: 16 }}
          title={`${t('workflow.startProcess')}：${chosen.definitionName}`}
          data-testid="wf-start-form"
        >
          <Form form={form} layout="vertical" onFinish={() => void start()} style={{ maxWidth: 720 }}>
            <Form.Item
              name="businessKey"
              label={t('workflow.businessKey')}
              rules={rulesFrom(wfStartSchema, 'businessKey')}
            >
              <Input placeholder={hintOf('input', t('workflow.businessKey'))} />
            </Form.Item>
            {!formKey && (
              <Form.Item label={t('workflow.variables')} extra={t('workflow.variableNameHelp')}>
                <Form.List name="variables">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field) => (
                        <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                          <Form.Item
                            name={[field.name, 'name']}
                            rules={[
                              { required: true, message: hintOf('input', t('workflow.variableName')) },
                              { pattern: NAME, message: t('workflow.variableNameHelp') },
                            ]}
                          >
                            <Input placeholder={t('workflow.variableName')} style={{ width: 180 }} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'value']}>
                            <Input placeholder={t('workflow.variableValue')} style={{ width: 280 }} />
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
                        icon={<PlusOutlined />}
                        onClick={() => add({ name: '', value: '' })}
                      >
                        {t('workflow.addVariable')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </Form.Item>
            )}
            {!formKey && (
              <Button type="primary" htmlType="submit" loading={starting}>
                {t('workflow.submit')}
              </Button>
            )}
          </Form>
          {formKey && startForm.isLoading && <Spin />}
          {formKey && startForm.isError && (
            <Alert type="error" showIcon title={t('storedForm.startFormMissing', { key: formKey })} />
          )}
          {schema && (
            <FormRenderer
              key={chosen.definitionId}
              schema={schema}
              form={valuesForm}
              testId="wf-start-values"
              onFinish={() => void start()}
              footer={
                <Button type="primary" htmlType="submit" loading={starting}>
                  {t('workflow.submit')}
                </Button>
              }
            />
          )}
        </Card>
      )}
    </div>
  );
}

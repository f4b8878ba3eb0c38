import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { wfStartSchema, type WfDefinitionVo } from '@zcps/contracts';
import { hintOf } from '../../../../components/crud';
import { rulesFrom } from '../../../../components/form';
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

/** 发起流程 (/workflow/process/start): pick a deployed process, give its variables, start it. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<StartValues>();
  const [chosen, setChosen] = useState<WfDefinitionVo | null>(null);
  const [starting, setStarting] = useState(false);
  const startable = useQuery({
    queryKey: ['workflow/process/startable'],
    queryFn: async () => (await processApi.startable()).data,
    staleTime: 0,
  });

  const start = async (values: StartValues) => {
    if (!chosen) return;
    const variables = Object.fromEntries(
      (values.variables ?? []).filter((v) => v.name).map((v) => [v.name!.trim(), parseValue(v.value ?? '')]),
    );
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
        <Empty description={t('workflow.noStartable')} />
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
          <Form form={form} layout="vertical" onFinish={(v) => void start(v)} style={{ maxWidth: 720 }}>
            <Form.Item
              name="businessKey"
              label={t('workflow.businessKey')}
              rules={rulesFrom(wfStartSchema, 'businessKey')}
            >
              <Input placeholder={hintOf('input', t('workflow.businessKey'))} />
            </Form.Item>
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
            <Button type="primary" htmlType="submit" loading={starting}>
              {t('workflow.submit')}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}

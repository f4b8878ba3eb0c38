import { useEffect, useState } from 'react';
import { Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_OSS_ENDPOINT, type OssConfigBody, type OssConfigVo } from '@zcps/contracts';
import { hintOf } from '../../../../components/crud';
import { feedback } from '../../../../lib/feedback';
import { ossConfigApi } from '../api';

/** The dialog's target: an existing configuration, or `'new'`. */
export type OssConfigTarget = OssConfigVo | 'new';

type FormValues = OssConfigBody & { storeType: 'local' | 's3' };

const DEFAULTS: Partial<FormValues> = { storeType: 's3', isHttps: 'N', pathStyle: 'Y', accessPolicy: '1' };

interface OssConfigFormProps {
  target: OssConfigTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

export function OssConfigForm({ target, onClose, onSaved }: OssConfigFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const storeType = Form.useWatch('storeType', form);
  const editing = target && target !== 'new' ? target : null;
  const isS3 = storeType !== 'local';

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target === 'new') form.setFieldsValue(DEFAULTS);
    else
      void ossConfigApi.get(target.ossConfigId).then((res) => {
        const { ossConfigId: _id, createTime: _created, secretKey: _masked, ...values } = res.data;
        form.setFieldsValue({
          ...values,
          remark: values.remark ?? '',
          secretKey: '',
          storeType: values.endpoint === LOCAL_OSS_ENDPOINT ? 'local' : 's3',
        } as FormValues);
      });
  }, [target, form]);

  const submit = async () => {
    const { storeType: type, ...fields } = await form.validateFields();
    // Which configuration is the default changes only through the list's switch.
    const values = { ...fields, status: editing?.status === '0' ? ('0' as const) : ('1' as const) };
    const body: OssConfigBody =
      type === 'local' ? { ...values, endpoint: LOCAL_OSS_ENDPOINT, accessKey: '', secretKey: '' } : values;
    setSaving(true);
    try {
      if (editing) await ossConfigApi.update({ ...body, ossConfigId: editing.ossConfigId });
      else await ossConfigApi.add(body);
      feedback().message.success(t('ossConfigAdmin.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  const yesNo = (
    <Radio.Group
      options={[
        { value: 'Y', label: t('ossConfigAdmin.yes') },
        { value: 'N', label: t('ossConfigAdmin.no') },
      ]}
    />
  );
  const text = (name: keyof FormValues, rules: object[] = [], extra?: string) => (
    <Form.Item label={t(`ossConfigAdmin.${name}`)} name={name} rules={rules} extra={extra}>
      <Input placeholder={hintOf('input', t(`ossConfigAdmin.${name}`))} />
    </Form.Item>
  );

  return (
    <Modal
      open={!!target}
      title={t(editing ? 'ossConfigAdmin.editTitle' : 'ossConfigAdmin.addTitle')}
      width={760}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} labelCol={{ span: 7 }} wrapperCol={{ span: 17 }}>
        <Form.Item label={t('ossConfigAdmin.storeType')} name="storeType">
          <Radio.Group
            options={[
              { value: 's3', label: t('ossConfigAdmin.s3') },
              { value: 'local', label: t('ossConfigAdmin.local') },
            ]}
          />
        </Form.Item>
        <Row>
          <Col span={12}>
            {text('configKey', [{ required: true, min: 2, max: 20, pattern: /^[A-Za-z0-9_-]+$/ }])}
          </Col>
          <Col span={12}>
            {text('bucketName', [
              { required: true, min: 2, max: 63, pattern: /^[a-z0-9][a-z0-9.-]*[a-z0-9]$/ },
            ])}
          </Col>
        </Row>
        {isS3 && (
          <>
            {text(
              'endpoint',
              [{ required: true, min: 2, max: 100, pattern: /^[A-Za-z0-9.-]+(:\d{1,5})?$/ }],
              t('ossConfigAdmin.endpointHelp'),
            )}
            <Row>
              <Col span={12}>{text('accessKey', [{ required: true, max: 100 }])}</Col>
              <Col span={12}>
                <Form.Item
                  label={t('ossConfigAdmin.secretKey')}
                  name="secretKey"
                  rules={[{ required: !editing, max: 100 }]}
                  extra={editing ? t('ossConfigAdmin.secretKeep') : undefined}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            </Row>
            <Row>
              <Col span={12}>{text('region', [{ max: 100 }])}</Col>
              <Col span={12}>
                {text('prefix', [{ max: 100, pattern: /^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/ }])}
              </Col>
            </Row>
            <Row>
              <Col span={12}>
                <Form.Item label={t('ossConfigAdmin.isHttps')} name="isHttps">
                  {yesNo}
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  label={t('ossConfigAdmin.pathStyle')}
                  name="pathStyle"
                  extra={t('ossConfigAdmin.pathStyleHelp')}
                >
                  {yesNo}
                </Form.Item>
              </Col>
            </Row>
            {text('domain', [{ max: 255 }])}
            <Form.Item label={t('ossConfigAdmin.accessPolicy')} name="accessPolicy">
              <Radio.Group
                options={[
                  { value: '0', label: t('ossConfigAdmin.private') },
                  { value: '1', label: t('ossConfigAdmin.public') },
                  { value: '2', label: t('ossConfigAdmin.custom') },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('ossConfigAdmin.remark')} name="remark" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

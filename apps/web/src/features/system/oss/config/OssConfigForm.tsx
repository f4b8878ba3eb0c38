import { Col, Form, Input, Radio, Row, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LOCAL_OSS_ENDPOINT,
  ossConfigBodySchema,
  type OssConfigBody,
  type OssConfigVo,
} from '@zcps/contracts';
import { hintOf } from '../../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../../components/form';
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
  const editing = target && target !== 'new' ? target : null;
  const kit = useModalForm<FormValues>({
    open: !!target,
    target,
    initialValues: () =>
      target === 'new' || !target
        ? DEFAULTS
        : ossConfigApi.get(target.ossConfigId).then((res) => {
            const { ossConfigId: _id, createTime: _created, secretKey: _masked, ...values } = res.data;
            return {
              ...values,
              remark: values.remark ?? '',
              secretKey: '',
              storeType: values.endpoint === LOCAL_OSS_ENDPOINT ? 'local' : 's3',
            } as FormValues;
          }),
    save: async ({ storeType: type, ...fields }) => {
      // Which configuration is the default changes only through the list's switch.
      const values = { ...fields, status: editing?.status === '0' ? ('0' as const) : ('1' as const) };
      const body: OssConfigBody =
        type === 'local' ? { ...values, endpoint: LOCAL_OSS_ENDPOINT, accessKey: '', secretKey: '' } : values;
      if (editing) await ossConfigApi.update({ ...body, ossConfigId: editing.ossConfigId });
      else await ossConfigApi.add(body);
      feedback().message.success(t('ossConfigAdmin.saved'));
    },
    onSaved,
    onClose,
  });
  const storeType = Form.useWatch('storeType', kit.form);
  const isS3 = storeType !== 'local';
  // The screen never treated blank text apart from other malformed text; it keeps doing so.
  const rules = (field: keyof OssConfigBody, options?: RulesOptions) =>
    rulesFrom(ossConfigBodySchema, field, { whitespace: false, ...options });

  const yesNo = (
    <Radio.Group
      options={[
        { value: 'Y', label: t('ossConfigAdmin.yes') },
        { value: 'N', label: t('ossConfigAdmin.no') },
      ]}
    />
  );
  const text = (name: keyof OssConfigBody, fieldRules: FormRule[] = [], extra?: string) => (
    <Form.Item label={t(`ossConfigAdmin.${name}`)} name={name} rules={fieldRules} extra={extra}>
      <Input placeholder={hintOf('input', t(`ossConfigAdmin.${name}`))} />
    </Form.Item>
  );

  return (
    <ModalForm
      kit={kit}
      title={t(editing ? 'ossConfigAdmin.editTitle' : 'ossConfigAdmin.addTitle')}
      width={760}
      formProps={{ layout: 'horizontal', labelCol: { span: 7 }, wrapperCol: { span: 17 } }}
    >
      <Form.Item label={t('ossConfigAdmin.storeType')} name="storeType">
        <Radio.Group
          options={[
            { value: 's3', label: t('ossConfigAdmin.s3') },
            { value: 'local', label: t('ossConfigAdmin.local') },
          ]}
        />
      </Form.Item>
      <Row>
        <Col span={12}>{text('configKey', rules('configKey'))}</Col>
        <Col span={12}>{text('bucketName', rules('bucketName'))}</Col>
      </Row>
      {isS3 && (
        <>
          {text('endpoint', rules('endpoint'), t('ossConfigAdmin.endpointHelp'))}
          <Row>
            <Col span={12}>{text('accessKey', rules('accessKey', { required: true }))}</Col>
            <Col span={12}>
              <Form.Item
                label={t('ossConfigAdmin.secretKey')}
                name="secretKey"
                rules={rules('secretKey', { required: !editing })}
                extra={editing ? t('ossConfigAdmin.secretKeep') : undefined}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          <Row>
            <Col span={12}>{text('region', rules('region'))}</Col>
            <Col span={12}>{text('prefix', rules('prefix'))}</Col>
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
          {text('domain', rules('domain'))}
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
      <Form.Item label={t('ossConfigAdmin.remark')} name="remark" rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </ModalForm>
  );
}

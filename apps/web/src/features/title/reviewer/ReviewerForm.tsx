import { useEffect, useState } from 'react';
import { Col, Form, Input, Modal, Radio, Row, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isValidIdCard, REVIEWER_PHONE_PATTERN, type ReviewerCreate, type ReviewerVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { reviewerApi, useClientOptions, useProfessionOptions, useSeriesOptions } from './api';

interface ReviewerFormProps {
  open: boolean;
  row: ReviewerVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const dictOptions = (entries: { dictValue: string; dictLabel: string }[]) =>
  entries.map((d) => ({ value: d.dictValue, label: d.dictLabel }));

/** The reviewer's facts; the account picker offers accounts not linked to another reviewer. */
export function ReviewerForm({ open, row, onClose, onSaved }: ReviewerFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewerCreate>();
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const sexes = useDict('sys_user_sex');
  const levels = useDict('title_level');
  const types = useDict('reviewer_type');
  const seriesId = Form.useWatch('seriesId', form);
  const series = useSeriesOptions(open);
  const professions = useProfessionOptions(seriesId);
  const clients = useClientOptions(open);
  const users = useQuery({
    queryKey: ['title/reviewer/userOptions', search],
    queryFn: () => reviewerApi.userOptions(search),
    enabled: open,
  });
  const userOptions = (users.data?.data ?? []).map((u) => ({
    value: u.userId,
    label: `${u.nickName} (${u.userName})`,
  }));
  if (row?.userId && !userOptions.some((o) => o.value === row.userId))
    userOptions.unshift({ value: row.userId, label: row.userName ?? String(row.userId) });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!row) return form.setFieldsValue({ sex: '0', isExternal: false });
    form.setFieldsValue({
      reviewerName: row.reviewerName,
      sex: row.sex as ReviewerCreate['sex'],
      idCard: row.idCard ?? undefined,
      phone: row.phone ?? undefined,
      email: row.email ?? undefined,
      unitName: row.unitName,
      clientId: row.clientId ?? undefined,
      seriesId: row.seriesId,
      professionId: row.professionId ?? undefined,
      titleLevel: row.titleLevel as ReviewerCreate['titleLevel'],
      titleName: row.titleName ?? undefined,
      reviewerType: row.reviewerType,
      isExternal: row.isExternal,
      userId: row.userId ?? undefined,
      remark: row.remark ?? undefined,
    });
  }, [open, row, form]);

  const submit = async () => {
    // The form shows what is wrong; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { ...values, clientId: values.clientId ?? null, userId: values.userId ?? null };
    setSaving(true);
    try {
      if (row) await reviewerApi.update({ ...body, reviewerId: row.reviewerId });
      else await reviewerApi.add(body);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof ReviewerCreate, label: string, max: number, required = false) => (
    <Form.Item name={name} label={label} rules={[{ required, whitespace: required, max }]}>
      <Input placeholder={hintOf('input', label)} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      width={760}
      title={row ? t('reviewer.editReviewer') : t('reviewer.addReviewer')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="reviewer-form">
        <Row gutter={16}>
          <Col span={12}>{text('reviewerName', t('reviewer.reviewerName'), 30, true)}</Col>
          <Col span={12}>
            <Form.Item name="sex" label={t('reviewer.sex')}>
              <Radio.Group options={dictOptions(sexes)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="idCard"
              label={t('reviewer.idCard')}
              rules={[
                {
                  validator: async (_r, value?: string) => {
                    if (value && !isValidIdCard(value)) throw new Error(t('reviewer.idCardRule'));
                  },
                },
              ]}
            >
              <Input maxLength={18} placeholder={hintOf('input', t('reviewer.idCard'))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="phone"
              label={t('reviewer.phone')}
              rules={[{ pattern: REVIEWER_PHONE_PATTERN, message: t('reviewer.phoneRule') }]}
            >
              <Input placeholder={hintOf('input', t('reviewer.phone'))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="email"
              label={t('reviewer.email')}
              rules={[{ type: 'email', max: 50, message: t('reviewer.emailRule') }]}
            >
              <Input placeholder={hintOf('input', t('reviewer.email'))} />
            </Form.Item>
          </Col>
          <Col span={12}>{text('unitName', t('reviewer.unitName'), 100, true)}</Col>
          <Col span={12}>
            <Form.Item name="clientId" label={t('reviewer.client')}>
              <Select allowClear showSearch optionFilterProp="label" options={clients} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="seriesId" label={t('reviewer.series')} rules={[{ required: true }]}>
              <Select
                showSearch
                optionFilterProp="label"
                options={series}
                placeholder={hintOf('select', t('reviewer.series'))}
                onChange={() => form.setFieldValue('professionId', undefined)}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="professionId" label={t('reviewer.profession')}>
              <Select allowClear showSearch optionFilterProp="label" options={professions} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="titleLevel" label={t('reviewer.titleLevel')} rules={[{ required: true }]}>
              <Select
                options={dictOptions(levels)}
                placeholder={hintOf('select', t('reviewer.titleLevel'))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>{text('titleName', t('reviewer.titleName'), 50)}</Col>
          <Col span={12}>
            <Form.Item name="reviewerType" label={t('reviewer.reviewerType')} rules={[{ required: true }]}>
              <Select
                options={dictOptions(types)}
                placeholder={hintOf('select', t('reviewer.reviewerType'))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="userId" label={t('reviewer.account')}>
              <Select
                allowClear
                showSearch
                filterOption={false}
                onSearch={setSearch}
                options={userOptions}
                placeholder={t('reviewer.accountHint')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="isExternal" label={t('reviewer.isExternal')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('reviewer.remark')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={2} placeholder={hintOf('input', t('reviewer.remark'))} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isValidIdCard, reviewerCreateSchema, type ReviewerCreate, type ReviewerVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
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
  const [search, setSearch] = useState('');
  const sexes = useDict('sys_user_sex');
  const levels = useDict('title_level');
  const types = useDict('reviewer_type');
  const series = useSeriesOptions(open);
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

  const kit = useModalForm<ReviewerCreate>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
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
          }
        : { sex: '0', isExternal: false },
    save: (values) => {
      const body = { ...values, clientId: values.clientId ?? null, userId: values.userId ?? null };
      return row ? reviewerApi.update({ ...body, reviewerId: row.reviewerId }) : reviewerApi.add(body);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const seriesId = Form.useWatch('seriesId', kit.form);
  const professions = useProfessionOptions(seriesId);
  const rules = (field: keyof ReviewerCreate, options?: RulesOptions) =>
    rulesFrom(reviewerCreateSchema, field, options);

  const text = (name: 'reviewerName' | 'unitName' | 'titleName', label: string) => (
    <Form.Item name={name} label={label} rules={rules(name)}>
      <Input placeholder={hintOf('input', label)} />
    </Form.Item>
  );

  return (
    <ModalForm
      kit={kit}
      width={760}
      title={row ? t('reviewer.editReviewer') : t('reviewer.addReviewer')}
      testId="reviewer-form"
    >
      <Row gutter={16}>
        <Col span={12}>{text('reviewerName', t('reviewer.reviewerName'))}</Col>
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
            rules={rules('phone', { message: t('reviewer.phoneRule') })}
          >
            <Input placeholder={hintOf('input', t('reviewer.phone'))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="email"
            label={t('reviewer.email')}
            rules={rules('email', { everyMessage: t('reviewer.emailRule') })}
          >
            <Input placeholder={hintOf('input', t('reviewer.email'))} />
          </Form.Item>
        </Col>
        <Col span={12}>{text('unitName', t('reviewer.unitName'))}</Col>
        <Col span={12}>
          <Form.Item name="clientId" label={t('reviewer.client')}>
            <Select allowClear showSearch optionFilterProp="label" options={clients} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="seriesId" label={t('reviewer.series')} rules={rules('seriesId')}>
            <Select
              showSearch
              optionFilterProp="label"
              options={series}
              placeholder={hintOf('select', t('reviewer.series'))}
              onChange={() => kit.form.setFieldValue('professionId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="professionId" label={t('reviewer.profession')}>
            <Select allowClear showSearch optionFilterProp="label" options={professions} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="titleLevel" label={t('reviewer.titleLevel')} rules={rules('titleLevel')}>
            <Select options={dictOptions(levels)} placeholder={hintOf('select', t('reviewer.titleLevel'))} />
          </Form.Item>
        </Col>
        <Col span={12}>{text('titleName', t('reviewer.titleName'))}</Col>
        <Col span={12}>
          <Form.Item
            name="reviewerType"
            label={t('reviewer.reviewerType')}
            rules={rules('reviewerType', { whitespace: false })}
          >
            <Select options={dictOptions(types)} placeholder={hintOf('select', t('reviewer.reviewerType'))} />
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
          <Form.Item name="remark" label={t('reviewer.remark')} rules={rules('remark')}>
            <Input.TextArea rows={2} placeholder={hintOf('input', t('reviewer.remark'))} />
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}

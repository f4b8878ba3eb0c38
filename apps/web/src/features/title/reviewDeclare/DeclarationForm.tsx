import { useEffect, useState } from 'react';
import { Button, Checkbox, Divider, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeclareType, type DeclarationCreate, type DeclarationVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { useExceptionOptions, useTitleOptions } from '../catalog/options';
import { useActivityOptions } from '../reviewActivity/api';
import { declareApi } from './api';
import { actionsFor } from './declaration-actions';
import { EligibilityPanel } from './EligibilityPanel';
import { useDeclaresForOthers, useEligibilityPreview, useEmployeeOptions } from './options';

type Values = DeclarationCreate & { pledge?: boolean };

/**
 * 申报表: activity, employee (a company or the office picks one; staff declare for themselves), title, declare
 * type and the exception when 破格, the eligibility rule by rule, and the integrity pledge needed to submit.
 */
export function DeclarationForm({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: DeclarationVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const forOthers = useDeclaresForOthers();
  const declareTypes = useDict('declare_type');
  const activities = useActivityOptions(open);
  const activityId = Form.useWatch('activityId', form);
  const activity = activities.find((a) => a.activityId === activityId);
  const titles = useTitleOptions(activity?.seriesId).filter(
    (x) => !activity || x.seriesId === activity.seriesId,
  );
  const [employeeId, titleId, declareType, exceptionId] = [
    Form.useWatch('employeeId', form) ?? undefined,
    Form.useWatch('titleId', form),
    Form.useWatch('declareType', form),
    Form.useWatch('exceptionId', form) ?? undefined,
  ];
  const exceptions = useExceptionOptions(titleId);
  const employees = useEmployeeOptions(search, open && forOthers && !row);
  const claimed = declareType === DeclareType.EXCEPTION ? exceptionId : undefined;
  const preview = useEligibilityPreview({ employeeId, titleId, exceptionId: claimed }, !forOthers);
  const returned = row ? actionsFor(row).has('resubmit') : false;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? {
            activityId: row.activityId,
            employeeId: row.employeeId,
            titleId: row.titleId,
            professionId: row.professionId,
            declareType: row.declareType as Values['declareType'],
            exceptionId: row.exceptionId,
            remark: row.remark ?? undefined,
          }
        : { declareType: DeclareType.NORMAL },
    );
  }, [open, row, form]);

  const save = async (andSubmit: boolean) => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    if (andSubmit && !checked.pledge) {
      form.setFields([{ name: 'pledge', errors: [t('reviewDeclare.pledgeRequired')] }]);
      return;
    }
    const { pledge: _pledge, ...values } = checked;
    const body = {
      ...values,
      employeeId: forOthers ? values.employeeId : undefined,
      exceptionId: values.declareType === DeclareType.EXCEPTION ? values.exceptionId : null,
    };
    setSaving(true);
    try {
      let declarationId = row?.declarationId;
      if (row)
        await declareApi.update({ ...body, activityId: row.activityId, declarationId: row.declarationId });
      else declarationId = (await declareApi.add(body)).data;
      if (andSubmit && declarationId)
        await declareApi[returned ? 'resubmit' : 'submit']({ declarationId, pledge: true });
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={760}
      title={row ? t('reviewDeclare.editTitle') : t('reviewDeclare.addTitle')}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" loading={saving} onClick={() => void save(false)}>
          {t('reviewDeclare.saveDraft')}
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={() => void save(true)}>
          {returned ? t('reviewDeclare.resubmit') : t('reviewDeclare.submit')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" data-testid="declaration-form">
        <Form.Item name="activityId" label={t('reviewDeclare.activity')} rules={[{ required: true }]}>
          <Select
            disabled={Boolean(row)}
            options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
            placeholder={hintOf('select', t('reviewDeclare.activity'))}
            onChange={() => form.setFieldsValue({ titleId: undefined, exceptionId: undefined })}
          />
        </Form.Item>
        {forOthers && (
          <Form.Item name="employeeId" label={t('reviewDeclare.employee')} rules={[{ required: true }]}>
            <Select
              disabled={Boolean(row)}
              showSearch
              filterOption={false}
              onSearch={setSearch}
              options={row ? [{ value: row.employeeId, label: row.applicantName }, ...employees] : employees}
              placeholder={hintOf('select', t('reviewDeclare.employee'))}
            />
          </Form.Item>
        )}
        <Form.Item name="titleId" label={t('reviewDeclare.title')} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={titles.map((x) => ({ value: x.value, label: x.label }))}
            onChange={() => form.setFieldValue('exceptionId', undefined)}
          />
        </Form.Item>
        <Form.Item name="declareType" label={t('reviewDeclare.declareType')} rules={[{ required: true }]}>
          <Select options={declareTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        {declareType === DeclareType.EXCEPTION && (
          <Form.Item name="exceptionId" label={t('reviewDeclare.exception')} rules={[{ required: true }]}>
            <Select options={exceptions} placeholder={hintOf('select', t('reviewDeclare.exception'))} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('reviewDeclare.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Divider titlePlacement="start">{t('reviewDeclare.eligibility')}</Divider>
        <EligibilityPanel result={preview.result} loading={preview.loading} />
        <Divider />
        <Form.Item name="pledge" valuePropName="checked">
          <Checkbox>{t('reviewDeclare.pledge')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

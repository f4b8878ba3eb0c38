import { useRef, useState } from 'react';
import { Button, Checkbox, Divider, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  declarationCreateSchema,
  DeclareType,
  type DeclarationCreate,
  type DeclarationVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { useExceptionOptions, useTitleOptions } from '../catalog/options';
import { useActivityOptions } from '../reviewActivity/api';
import { declareApi } from './api';
import { actionsFor } from './declaration-actions';
import { EligibilityPanel } from './EligibilityPanel';
import { ReturnReasons } from './ReturnReasons';
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
  const [search, setSearch] = useState('');
  /** Which footer button asked for the save: a draft, or a draft then its submission. */
  const andSubmit = useRef(false);
  const forOthers = useDeclaresForOthers();
  const declareTypes = useDict('declare_type');
  const activities = useActivityOptions(open);
  const returned = row ? actionsFor(row).has('resubmit') : false;
  const kit = useModalForm<Values>({
    open,
    target: row,
    initialValues: () =>
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
    save: async ({ pledge, ...values }) => {
      if (andSubmit.current && !pledge) {
        kit.form.setFields([{ name: 'pledge', errors: [t('reviewDeclare.pledgeRequired')] }]);
        return false;
      }
      const body = {
        ...values,
        employeeId: forOthers ? values.employeeId : undefined,
        exceptionId: values.declareType === DeclareType.EXCEPTION ? values.exceptionId : null,
      };
      let declarationId = row?.declarationId;
      if (row)
        await declareApi.update({ ...body, activityId: row.activityId, declarationId: row.declarationId });
      else declarationId = (await declareApi.add(body)).data;
      if (andSubmit.current && declarationId)
        await declareApi[returned ? 'resubmit' : 'submit']({ declarationId, pledge: true });
    },
    onSaved: () => {
      feedback().message.success(t(andSubmit.current ? 'reviewDeclare.submitted' : 'reviewDeclare.saved'));
      onSaved(!row);
    },
    onClose,
  });
  const activityId = Form.useWatch('activityId', kit.form);
  const activity = activities.find((a) => a.activityId === activityId);
  // Only what the activity admits (its series and levels): the server refuses any other title.
  const titles = useTitleOptions(activity?.seriesId).filter(
    (x) => !activity || (x.seriesId === activity.seriesId && activity.titleLevels.includes(x.titleLevel)),
  );
  const [employeeId, titleId, declareType, exceptionId] = [
    Form.useWatch('employeeId', kit.form) ?? undefined,
    Form.useWatch('titleId', kit.form),
    Form.useWatch('declareType', kit.form),
    Form.useWatch('exceptionId', kit.form) ?? undefined,
  ];
  const exceptions = useExceptionOptions(titleId);
  const employees = useEmployeeOptions(search, open && forOthers && !row);
  const claimed = declareType === DeclareType.EXCEPTION ? exceptionId : undefined;
  const preview = useEligibilityPreview({ employeeId, titleId, exceptionId: claimed }, !forOthers);

  const save = (submit: boolean) => {
    andSubmit.current = submit;
    void kit.submit();
  };
  const rules = (field: keyof DeclarationCreate, options?: RulesOptions) =>
    rulesFrom(declarationCreateSchema, field, options);

  return (
    <ModalForm
      kit={kit}
      width={760}
      title={row ? t('reviewDeclare.editTitle') : t('reviewDeclare.addTitle')}
      testId="declaration-form"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" loading={kit.saving} onClick={() => save(false)}>
          {t('reviewDeclare.saveDraft')}
        </Button>,
        <Button key="submit" type="primary" loading={kit.saving} onClick={() => save(true)}>
          {returned ? t('reviewDeclare.resubmit') : t('reviewDeclare.submit')}
        </Button>,
      ]}
    >
      {returned && row && <ReturnReasons declarationId={row.declarationId} />}
      <Form.Item name="activityId" label={t('reviewDeclare.activity')} rules={rules('activityId')}>
        <Select
          disabled={Boolean(row)}
          options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
          placeholder={hintOf('select', t('reviewDeclare.activity'))}
          onChange={() => kit.form.setFieldsValue({ titleId: undefined, exceptionId: undefined })}
        />
      </Form.Item>
      {forOthers && (
        <Form.Item
          name="employeeId"
          label={t('reviewDeclare.employee')}
          rules={rules('employeeId', { required: true })}
        >
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
      <Form.Item name="titleId" label={t('reviewDeclare.title')} rules={rules('titleId')}>
        <Select
          showSearch
          optionFilterProp="label"
          options={titles.map((x) => ({ value: x.value, label: x.label }))}
          onChange={() => kit.form.setFieldValue('exceptionId', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="declareType"
        label={t('reviewDeclare.declareType')}
        rules={rules('declareType', { required: true })}
      >
        <Select options={declareTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      {declareType === DeclareType.EXCEPTION && (
        <Form.Item
          name="exceptionId"
          label={t('reviewDeclare.exception')}
          rules={rules('exceptionId', { required: true })}
        >
          <Select options={exceptions} placeholder={hintOf('select', t('reviewDeclare.exception'))} />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t('reviewDeclare.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Divider titlePlacement="start">{t('reviewDeclare.eligibility')}</Divider>
      <EligibilityPanel result={preview.result} loading={preview.loading} />
      <Divider />
      <Form.Item name="pledge" valuePropName="checked">
        <Checkbox>{t('reviewDeclare.pledge')}</Checkbox>
      </Form.Item>
    </ModalForm>
  );
}

import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuleKind, TitleConditionCreate, TitleConditionVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { CatalogModal, CommonFields, SeriesTitleFields, useCatalogForm } from '../catalog/CatalogForm';
import { useRuleKindOptions } from '../catalog/options';
import { conditionApi } from './api';
import { cleanParams, RULE_DEFAULTS } from './rule-fields';
import { RuleParamsFields } from './RuleParamsFields';

interface Props {
  open: boolean;
  row: TitleConditionVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

interface Values {
  seriesId?: number;
  titleId: number;
  ruleKind: RuleKind;
  params: Record<string, unknown>;
  description?: string;
  orderNum: number;
  status: '0' | '1';
  remark?: string;
}

/** One rule of a title: its kind, and the params of that kind (the fields change with the kind). */
export function ConditionForm({ open, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const kinds = useRuleKindOptions();
  const { form, saving, submit } = useCatalogForm<Values, TitleConditionVo>({
    open,
    row,
    toValues: (r) => ({
      seriesId: r.seriesId ?? undefined,
      titleId: r.titleId,
      ruleKind: r.ruleKind as RuleKind,
      params: r.params,
      description: r.description ?? undefined,
      orderNum: r.orderNum,
      status: r.status as Values['status'],
      remark: r.remark ?? undefined,
    }),
    defaults: { orderNum: 0, status: '0' },
    save: (values, r) => {
      const { seriesId: _series, params, ...rest } = values;
      const body = { ...rest, params: cleanParams(params) } as TitleConditionCreate;
      return r ? conditionApi.update({ ...body, conditionId: r.conditionId }) : conditionApi.add(body);
    },
    onSaved,
  });
  const kind = Form.useWatch<RuleKind | undefined>('ruleKind', form);

  return (
    <CatalogModal
      open={open}
      title={row ? t('titleCatalog.editCondition') : t('titleCatalog.addCondition')}
      form={form}
      saving={saving}
      onClose={onClose}
      onOk={() => void submit()}
      testId="condition-form"
      width={640}
    >
      <SeriesTitleFields form={form} />
      <Form.Item name="ruleKind" label={t('titleCatalog.ruleKind')} rules={[{ required: true }]}>
        <Select
          options={kinds}
          placeholder={hintOf('select', t('titleCatalog.ruleKind'))}
          onChange={(next: RuleKind) => form.setFieldValue('params', { ...RULE_DEFAULTS[next] })}
        />
      </Form.Item>
      <RuleParamsFields kind={kind} name={['params']} />
      <Form.Item name="description" label={t('titleCatalog.description')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('titleCatalog.description'))} />
      </Form.Item>
      <CommonFields />
    </CatalogModal>
  );
}

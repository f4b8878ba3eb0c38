import { Button, Card, Form, Input, Select, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RuleKind, TitleExceptionCreate, TitleExceptionVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { CatalogModal, CommonFields, SeriesTitleFields, useCatalogForm } from '../catalog/CatalogForm';
import { useRuleKindOptions } from '../catalog/options';
import { cleanParams, RULE_DEFAULTS } from '../condition/rule-fields';
import { RuleParamsFields } from '../condition/RuleParamsFields';
import { exceptionApi } from './api';

interface Props {
  open: boolean;
  row: TitleExceptionVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

type Rule = { ruleKind: RuleKind; params: Record<string, unknown> };
type Values = Omit<TitleExceptionCreate, 'evidence'> & { seriesId?: number; evidence: Rule[] };

/** One evidence rule: its kind and the params of that kind. */
function EvidenceRule({
  form,
  index,
  onRemove,
}: {
  form: FormInstance<Values>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const kinds = useRuleKindOptions();
  return (
    <Card size="small" style={{ marginBottom: 8 }} extra={<DeleteOutlined onClick={onRemove} />}>
      <Form.Item name={[index, 'ruleKind']} label={t('titleCatalog.ruleKind')} rules={[{ required: true }]}>
        <Select
          options={kinds}
          placeholder={hintOf('select', t('titleCatalog.ruleKind'))}
          onChange={(next: RuleKind) =>
            form.setFieldValue(['evidence', index, 'params'], { ...RULE_DEFAULTS[next] })
          }
        />
      </Form.Item>
      <Form.Item
        noStyle
        shouldUpdate={(prev: Values, next: Values) =>
          prev.evidence?.[index]?.ruleKind !== next.evidence?.[index]?.ruleKind
        }
      >
        {() => (
          <RuleParamsFields
            kind={form.getFieldValue(['evidence', index, 'ruleKind'])}
            name={[index, 'params']}
          />
        )}
      </Form.Item>
    </Card>
  );
}

/** 破格条件: which rule kinds it relaxes, and the evidence rules that must all pass for it to apply. */
export function ExceptionForm({ open, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const types = useDict('exception_type');
  const kinds = useRuleKindOptions();
  const { form, saving, submit } = useCatalogForm<Values, TitleExceptionVo>({
    open,
    row,
    toValues: (r) => ({
      seriesId: r.seriesId ?? undefined,
      titleId: r.titleId,
      exceptionType: r.exceptionType,
      exceptionName: r.exceptionName,
      relaxes: r.relaxes as RuleKind[],
      evidence: r.evidence as Rule[],
      description: r.description ?? undefined,
      status: r.status as Values['status'],
      remark: r.remark ?? undefined,
    }),
    defaults: { status: '0', evidence: [] },
    save: (values, r) => {
      const { seriesId: _series, evidence, ...rest } = values;
      const body = {
        ...rest,
        evidence: evidence.map((e) => ({ ruleKind: e.ruleKind, params: cleanParams(e.params) })),
      } as TitleExceptionCreate;
      return r ? exceptionApi.update({ ...body, exceptionId: r.exceptionId }) : exceptionApi.add(body);
    },
    onSaved,
  });

  return (
    <CatalogModal
      open={open}
      title={row ? t('titleCatalog.editException') : t('titleCatalog.addException')}
      form={form}
      saving={saving}
      onClose={onClose}
      onOk={() => void submit()}
      testId="exception-form"
      width={680}
    >
      <SeriesTitleFields form={form} />
      <Form.Item name="exceptionType" label={t('titleCatalog.exceptionType')} rules={[{ required: true }]}>
        <Select
          options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          placeholder={hintOf('select', t('titleCatalog.exceptionType'))}
        />
      </Form.Item>
      <Form.Item
        name="exceptionName"
        label={t('titleCatalog.exceptionName')}
        rules={[{ required: true, whitespace: true, max: 100 }]}
      >
        <Input placeholder={hintOf('input', t('titleCatalog.exceptionName'))} />
      </Form.Item>
      <Form.Item name="relaxes" label={t('titleCatalog.relaxes')} rules={[{ required: true }]}>
        <Select mode="multiple" options={kinds} placeholder={hintOf('select', t('titleCatalog.relaxes'))} />
      </Form.Item>
      <Form.Item label={t('titleCatalog.evidence')} required>
        <Form.List
          name="evidence"
          rules={[
            {
              validator: async (_rule, rules?: unknown[]) =>
                rules?.length ? undefined : Promise.reject(new Error(t('titleCatalog.evidence'))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <EvidenceRule
                  key={field.key}
                  form={form}
                  index={field.name}
                  onRemove={() => remove(field.name)}
                />
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
                {t('titleCatalog.addEvidence')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="description" label={t('titleCatalog.description')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('titleCatalog.description'))} />
      </Form.Item>
      <CommonFields withOrder={false} />
    </CatalogModal>
  );
}

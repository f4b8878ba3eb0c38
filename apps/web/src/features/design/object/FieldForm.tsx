import { useState } from 'react';
import { Alert, Col, Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LC_DICT_TYPES,
  LC_FIELD_TYPES,
  LC_LENGTH_TYPES,
  LC_NUMERIC_TYPES,
  LC_QUERY_TYPES,
  LcFieldState,
  lcFieldCreateSchema,
  type LcFieldCreate,
  type LcFieldType,
  type LcFieldVo,
  type LcObjectVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDictTypes } from '../../../components/form-schema/designer';
import { RequestError } from '../../../lib/request';
import { designApi } from '../api';

type Values = Omit<LcFieldCreate, 'objectId'>;

interface FieldFormProps {
  objectId: number;
  /** Objects of the app a reference field may point at. */
  objects: readonly LcObjectVo[];
  open: boolean;
  row: LcFieldVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const DEFAULTS: Partial<Values> = {
  type: 'text',
  length: 100,
  required: false,
  unique: false,
  listed: true,
  searchable: false,
  queryType: 'EQ',
  validation: {},
};

function valuesOf(row: LcFieldVo): Values {
  const { fieldId: _f, objectId: _o, sort: _s, state: _st, ...rest } = row;
  return rest;
}

/** Nulls where a type has no such setting, so a changed type does not carry the old one's. */
function bodyOf(values: Values): Values {
  const type = values.type;
  return {
    ...values,
    length: LC_LENGTH_TYPES.includes(type) ? (values.length ?? null) : null,
    precision: LC_NUMERIC_TYPES.includes(type) ? (values.precision ?? null) : null,
    scale: LC_NUMERIC_TYPES.includes(type) ? (values.scale ?? null) : null,
    dictType: LC_DICT_TYPES.includes(type) ? (values.dictType ?? null) : null,
    refObjectId: type === 'reference' ? (values.refObjectId ?? null) : null,
    defaultValue: values.defaultValue === '' ? null : values.defaultValue,
    validation: Object.fromEntries(
      Object.entries(values.validation ?? {}).filter(([, v]) => v !== null && v !== '' && v !== undefined),
    ),
  };
}

/**
 * 新增字段 / 修改字段: each save is one DDL statement on the object's table. The server refuses what would lose
 * data (a narrower type, a shorter length) and says why; its message stays in the dialog.
 */
export function FieldForm({ objectId, objects, open, row, onClose, onSaved }: FieldFormProps) {
  const { t } = useTranslation();
  const dictTypes = useDictTypes();
  const [refusal, setRefusal] = useState<string | null>(null);
  const kit = useModalForm<Values>({
    open,
    target: row,
    initialValues: () => {
      setRefusal(null);
      return row ? valuesOf(row) : DEFAULTS;
    },
    save: async (values) => {
      setRefusal(null);
      const body = bodyOf(values);
      try {
        if (row)
          await designApi.updateField({
            ...body,
            fieldId: row.fieldId,
            state: row.state ?? LcFieldState.ACTIVE,
          });
        else await designApi.addField({ ...body, objectId });
      } catch (e) {
        if (!(e instanceof RequestError)) throw e;
        // The refusal is shown in the dialog, which stays open for the change to be corrected.
        setRefusal(e.message);
        return false;
      }
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const type = (Form.useWatch('type', kit.form) ?? 'text') as LcFieldType;
  const searchable = Form.useWatch('searchable', kit.form) as boolean | undefined;
  const numeric = LC_NUMERIC_TYPES.includes(type);
  const rules = (field: keyof LcFieldCreate) => rulesFrom(lcFieldCreateSchema, field);
  const half = { xs: 24, sm: 12 };

  return (
    <ModalForm
      kit={kit}
      title={row ? t('lcDesign.editField') : t('lcDesign.addField')}
      formProps={{ name: 'lcField' }}
      testId="field-form"
      width={720}
      header={
        refusal ? (
          <Alert
            type="error"
            showIcon
            message={refusal}
            style={{ marginBottom: 12 }}
            data-testid="field-refusal"
          />
        ) : null
      }
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="label" label={t('lcDesign.fieldLabel')} rules={rules('label')}>
            <Input placeholder={hintOf('input', t('lcDesign.fieldLabel'))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="name"
            label={t('lcDesign.fieldName')}
            rules={rulesFrom(lcFieldCreateSchema, 'name', { message: t('lcDesign.keyHint') })}
            extra={t('lcDesign.fieldNameHint')}
          >
            <Input placeholder="study_hours" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="type" label={t('lcDesign.fieldType')} rules={rules('type')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={LC_FIELD_TYPES.map((x) => ({ value: x, label: t(`lcDesign.type_${x}`) }))}
            />
          </Form.Item>
        </Col>
        {LC_LENGTH_TYPES.includes(type) && (
          <Col {...half}>
            <Form.Item name="length" label={t('lcDesign.length')}>
              <InputNumber min={1} max={4000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        {numeric && (
          <>
            <Col xs={12} sm={6}>
              <Form.Item name="precision" label={t('lcDesign.precision')}>
                <InputNumber min={1} max={30} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="scale" label={t('lcDesign.scale')}>
                <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        )}
        {LC_DICT_TYPES.includes(type) && (
          <Col {...half}>
            <Form.Item
              name="dictType"
              label={t('lcDesign.dictType')}
              rules={[{ required: true, message: hintOf('select', t('lcDesign.dictType')) }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={dictTypes}
                placeholder={hintOf('select', t('lcDesign.dictType'))}
              />
            </Form.Item>
          </Col>
        )}
        {type === 'reference' && (
          <Col {...half}>
            <Form.Item
              name="refObjectId"
              label={t('lcDesign.refObject')}
              rules={[{ required: true, message: hintOf('select', t('lcDesign.refObject')) }]}
            >
              <Select
                options={objects.map((o) => ({ value: o.objectId, label: `${o.label}（${o.objectKey}）` }))}
                placeholder={hintOf('select', t('lcDesign.refObject'))}
              />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item name="defaultValue" label={t('lcDesign.defaultValue')}>
            <Input placeholder={hintOf('input', t('lcDesign.defaultValue'))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {(['required', 'unique', 'listed', 'searchable'] as const).map((key) => (
          <Col key={key} xs={12} sm={6}>
            <Form.Item name={key} label={t(`lcDesign.${key}`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
        {searchable && (
          <Col {...half}>
            <Form.Item name="queryType" label={t('lcDesign.queryType')}>
              <Select options={LC_QUERY_TYPES.map((x) => ({ value: x, label: t(`codegen.query_${x}`) }))} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Divider plain>{t('lcDesign.validation')}</Divider>
      <Row gutter={16}>
        {numeric && (
          <>
            <Col xs={12} sm={6}>
              <Form.Item name={['validation', 'min']} label={t('lcDesign.min')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name={['validation', 'max']} label={t('lcDesign.max')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        )}
        {!numeric && (
          <>
            <Col {...half}>
              <Form.Item name={['validation', 'pattern']} label={t('lcDesign.pattern')}>
                <Input placeholder="^\d+$" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name={['validation', 'message']} label={t('lcDesign.patternMessage')}>
                <Input placeholder={hintOf('input', t('lcDesign.patternMessage'))} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </ModalForm>
  );
}

import { Divider, Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FORM_CHOICE_WIDGETS,
  FORM_FIELD_PATTERN,
  isFieldItem,
  spanOf,
  type DictTypeVo,
  type FormFieldItem,
  type FormItem,
  type Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';
import { cleanItem } from './clean-item';
import { OptionsEditor, RulesEditor, WidgetPropsEditor, hasWidgetProps } from './PropertyLists';
import type { Designer, DesignerItem } from './use-designer';

const NO_DEFAULT = new Set(['dateRange', 'image', 'file', 'userPicker', 'deptPicker', 'richText']);

function DefaultValueInput({ item }: { item: FormFieldItem }) {
  const multiple = item.widget === 'checkbox' || item.props?.multiple === true;
  if (item.widget === 'number' || item.widget === 'money') return <InputNumber style={{ width: '100%' }} />;
  if (item.options?.length && !item.dictType)
    return <Select allowClear mode={multiple ? 'multiple' : undefined} options={item.options} />;
  return <Input placeholder={item.widget === 'date' ? '2026-01-01' : undefined} />;
}

/** What the condition compares with: yes/no for a switch, a number, one of the options, or text. */
function EqualsInput({ target }: { target?: FormFieldItem }) {
  const { t } = useTranslation();
  if (target?.widget === 'switch')
    return (
      <Select
        options={[
          { label: t('formSchema.yes'), value: true },
          { label: t('formSchema.no'), value: false },
        ]}
      />
    );
  if (target?.widget === 'number' || target?.widget === 'money')
    return <InputNumber style={{ width: '100%' }} />;
  if (target?.options?.length && !target.dictType) return <Select options={target.options} />;
  return <Input />;
}

/** Dictionary types as select options (name and type), in the console's language. */
export function useDictTypes() {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['/system/dict/type/optionselect'],
    queryFn: () => http.get<Result<DictTypeVo[]>>('/system/dict/type/optionselect', { silent: true }),
    staleTime: 60_000,
  });
  const en = i18n.language === 'en_US';
  return (data?.data ?? []).map((d) => ({
    value: d.dictType,
    label: `${(en ? d.dictNameEn : null) ?? d.dictName ?? d.dictType}（${d.dictType}）`,
  }));
}

/** The grid width; left empty it follows the form's columns. */
function SpanInput({ auto }: { auto: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="span" label={t('formBuilder.span')}>
      <Select
        allowClear
        placeholder={t('formBuilder.spanAuto', { span: auto })}
        options={[6, 8, 12, 16, 18, 24].map((n) => ({
          value: n,
          label: t('formBuilder.spanOf', { span: n }),
        }))}
      />
    </Form.Item>
  );
}

function FieldProperties({
  item,
  others,
  autoSpan,
  bound,
}: {
  item: FormFieldItem;
  others: FormFieldItem[];
  autoSpan: number;
  bound?: boolean;
}) {
  const { t } = useTranslation();
  const dictTypes = useDictTypes();
  const choice = FORM_CHOICE_WIDGETS.includes(item.widget);
  const taken = new Set(others.map((o) => o.field));
  const visibleTarget = others.find((o) => o.field === item.visibleWhen?.field);
  return (
    <>
      <Form.Item label={t('formBuilder.widget')}>
        <Tag color="blue">{t(`formSchema.${item.widget}`)}</Tag>
      </Form.Item>
      <Form.Item
        name="field"
        label={t('formBuilder.field')}
        rules={[
          { required: true, message: t('formBuilder.fieldInvalid') },
          { pattern: FORM_FIELD_PATTERN, message: t('formBuilder.fieldInvalid') },
          {
            validator: (_, v: string) =>
              taken.has(v) ? Promise.reject(new Error(t('formBuilder.fieldTaken'))) : Promise.resolve(),
          },
        ]}
      >
        <Input data-testid="prop-field" disabled={bound} />
      </Form.Item>
      <Form.Item
        name="label"
        label={t('formBuilder.label')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input data-testid="prop-label" />
      </Form.Item>
      <SpanInput auto={autoSpan} />
      <Form.Item name="required" label={t('formBuilder.required')} valuePropName="checked">
        <Switch data-testid="prop-required" />
      </Form.Item>
      {item.widget !== 'switch' && (
        <Form.Item name="placeholder" label={t('formBuilder.placeholder')}>
          <Input />
        </Form.Item>
      )}
      {!bound && !NO_DEFAULT.has(item.widget) && (
        <Form.Item
          name="defaultValue"
          label={t('formBuilder.defaultValue')}
          valuePropName={item.widget === 'switch' ? 'checked' : 'value'}
        >
          {item.widget === 'switch' ? <Switch /> : <DefaultValueInput item={item} />}
        </Form.Item>
      )}
      {choice && !bound && (
        <>
          <Divider plain>{t('formBuilder.options')}</Divider>
          {item.widget !== 'refSelect' && (
            <Form.Item name="dictType" label={t('formBuilder.dictType')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={dictTypes}
                placeholder={t('formBuilder.dictTypePlaceholder')}
              />
            </Form.Item>
          )}
          {!item.dictType && <OptionsEditor />}
        </>
      )}
      {hasWidgetProps(item.widget) && (
        <>
          <Divider plain>{t('formBuilder.widgetProps')}</Divider>
          <WidgetPropsEditor widget={item.widget} />
        </>
      )}
      {!bound && (
        <>
          <Divider plain>{t('formBuilder.rules')}</Divider>
          <RulesEditor />
        </>
      )}
      <Divider plain>{t('formBuilder.visibleWhen')}</Divider>
      <Form.Item name={['visibleWhen', 'field']} label={t('formBuilder.visibleField')}>
        <Select
          allowClear
          options={others.map((o) => ({ label: `${o.label}（${o.field}）`, value: o.field }))}
        />
      </Form.Item>
      {visibleTarget && (
        <Form.Item name={['visibleWhen', 'equals']} label={t('formBuilder.visibleEquals')}>
          <EqualsInput target={visibleTarget} />
        </Form.Item>
      )}
    </>
  );
}

function ItemProperties({
  entry,
  designer,
  bound,
}: {
  entry: DesignerItem;
  designer: Designer;
  bound?: boolean;
}) {
  const { t } = useTranslation();
  const { item } = entry;
  const others = designer.items
    .filter((d) => d.id !== entry.id)
    .map((d) => d.item)
    .filter(isFieldItem);
  return (
    <Form
      key={entry.id}
      layout="vertical"
      size="small"
      initialValues={item}
      data-testid="properties-form"
      onValuesChange={(_, all: Partial<FormItem>) =>
        designer.update(entry.id, cleanItem({ ...item, ...all } as FormItem))
      }
    >
      {isFieldItem(item) ? (
        <FieldProperties item={item} others={others} autoSpan={spanOf(item, designer.layout)} bound={bound} />
      ) : (
        <>
          <Form.Item label={t('formBuilder.widget')}>
            <Tag color="blue">{t(`formSchema.${item.widget}`)}</Tag>
          </Form.Item>
          <Form.Item name="label" label={t('formBuilder.layoutLabel')}>
            <Input data-testid="prop-label" />
          </Form.Item>
          <SpanInput auto={spanOf(item, designer.layout)} />
        </>
      )}
    </Form>
  );
}

function LayoutProperties({ designer }: { designer: Designer }) {
  const { t } = useTranslation();
  return (
    <Form
      layout="vertical"
      size="small"
      initialValues={designer.layout}
      onValuesChange={(_, all: { cols: number; labelWidth?: number | null }) =>
        designer.setLayout({ cols: all.cols, ...(all.labelWidth ? { labelWidth: all.labelWidth } : {}) })
      }
    >
      <Form.Item name="cols" label={t('formBuilder.cols')}>
        <Select options={[1, 2, 3, 4].map((n) => ({ label: n, value: n }))} data-testid="prop-cols" />
      </Form.Item>
      <Form.Item name="labelWidth" label={t('formBuilder.labelWidth')}>
        <InputNumber min={40} max={400} style={{ width: '100%' }} suffix="px" />
      </Form.Item>
    </Form>
  );
}

/**
 * The right pane: the selected item's properties, or the form's own when nothing is selected. `bound` when the
 * items stand for fields defined elsewhere: their name, default, choices and checks are the field's, not the form's.
 */
export function Properties({ designer, bound }: { designer: Designer; bound?: boolean }) {
  const { selected } = designer;
  return selected ? (
    <ItemProperties entry={selected} designer={designer} bound={bound} />
  ) : (
    <LayoutProperties designer={designer} />
  );
}

import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormFieldItem } from '@zcps/contracts';

/** The options of a choice widget: label and value per row. */
export function OptionsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="options">
      {(rows, { add, remove }) => (
        <>
          {rows.map((row) => (
            <Space key={row.key} align="baseline" size={4} style={{ display: 'flex' }}>
              <Form.Item
                name={[row.name, 'label']}
                rules={[{ required: true, message: '' }]}
                style={{ marginBottom: 6 }}
              >
                <Input placeholder={t('formBuilder.optionLabel')} aria-label={t('formBuilder.optionLabel')} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'value']}
                rules={[{ required: true, message: '' }]}
                style={{ marginBottom: 6 }}
              >
                <Input placeholder={t('formBuilder.optionValue')} aria-label={t('formBuilder.optionValue')} />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(row.name)}
                aria-label={t('formBuilder.remove')}
              />
            </Space>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ label: '', value: '' })}>
            {t('formBuilder.addOption')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** Validation rules: min / max (numbers), length, pattern, each with its own message. */
export function RulesEditor() {
  const { t } = useTranslation();
  const types = [
    { value: 'min', label: t('formBuilder.ruleMin') },
    { value: 'max', label: t('formBuilder.ruleMax') },
    { value: 'length', label: t('formBuilder.ruleLength') },
    { value: 'pattern', label: t('formBuilder.rulePattern') },
  ];
  return (
    <Form.List name="rules">
      {(rows, { add, remove }) => (
        <>
          {rows.map((row) => (
            <div key={row.key} className="fb-rule">
              <Space align="baseline" size={4} style={{ display: 'flex' }}>
                <Form.Item name={[row.name, 'type']} style={{ marginBottom: 6, width: 88 }}>
                  <Select options={types} aria-label={t('formBuilder.ruleType')} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) => {
                    const type = getFieldValue(['rules', row.name, 'type']) as string;
                    if (type === 'length')
                      return (
                        <Space size={4}>
                          <Form.Item name={[row.name, 'min']} style={{ marginBottom: 6 }}>
                            <InputNumber min={0} placeholder={t('formBuilder.min')} style={{ width: 72 }} />
                          </Form.Item>
                          <Form.Item name={[row.name, 'max']} style={{ marginBottom: 6 }}>
                            <InputNumber min={0} placeholder={t('formBuilder.max')} style={{ width: 72 }} />
                          </Form.Item>
                        </Space>
                      );
                    return (
                      <Form.Item name={[row.name, 'value']} style={{ marginBottom: 6 }}>
                        {type === 'pattern' ? (
                          <Input
                            placeholder="^\d+$"
                            style={{ width: 148 }}
                            aria-label={t('formBuilder.rulePattern')}
                          />
                        ) : (
                          <InputNumber style={{ width: 148 }} aria-label={t('formBuilder.ruleValue')} />
                        )}
                      </Form.Item>
                    );
                  }}
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(row.name)}
                  aria-label={t('formBuilder.remove')}
                />
              </Space>
              <Form.Item name={[row.name, 'message']} style={{ marginBottom: 10 }}>
                <Input placeholder={t('formBuilder.ruleMessage')} aria-label={t('formBuilder.ruleMessage')} />
              </Form.Item>
            </div>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ type: 'pattern' })}>
            {t('formBuilder.addRule')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

type PropKey = keyof NonNullable<FormFieldItem['props']>;

/** Which widget settings each widget has. */
const PROPS_OF: Partial<Record<FormFieldItem['widget'], PropKey[]>> = {
  text: ['maxLength', 'prefix', 'suffix'],
  textarea: ['rows', 'maxLength'],
  richText: ['rows'],
  number: ['min', 'max', 'step', 'precision'],
  money: ['min', 'max', 'precision', 'prefix', 'suffix'],
  select: ['multiple'],
  refSelect: ['multiple'],
  userPicker: ['multiple'],
  deptPicker: ['multiple'],
  switch: ['checkedLabel', 'uncheckedLabel'],
  image: ['maxCount', 'accept'],
  file: ['maxCount', 'accept'],
};

const BOOLEAN_PROPS = new Set<PropKey>(['multiple']);
const TEXT_PROPS = new Set<PropKey>(['prefix', 'suffix', 'accept', 'checkedLabel', 'uncheckedLabel']);

export function hasWidgetProps(widget: FormFieldItem['widget']): boolean {
  return (PROPS_OF[widget] ?? []).length > 0;
}

/** The settings of the selected widget (rows, precision, min, max, multiple, accept…). */
export function WidgetPropsEditor({ widget }: { widget: FormFieldItem['widget'] }) {
  const { t } = useTranslation();
  return (
    <>
      {(PROPS_OF[widget] ?? []).map((key) => (
        <Form.Item
          key={key}
          name={['props', key]}
          label={t(`formBuilder.${key}`)}
          valuePropName={BOOLEAN_PROPS.has(key) ? 'checked' : 'value'}
        >
          {BOOLEAN_PROPS.has(key) ? (
            <Switch />
          ) : TEXT_PROPS.has(key) ? (
            <Input placeholder={key === 'accept' ? '.pdf,.docx' : undefined} />
          ) : (
            <InputNumber style={{ width: '100%' }} />
          )}
        </Form.Item>
      ))}
    </>
  );
}

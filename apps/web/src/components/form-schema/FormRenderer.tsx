import { useMemo, type ReactNode } from 'react';
import { Col, Divider, Form, Row, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isFieldItem, isVisible, spanOf, type FormItem, type FormSchema } from '@zcps/contracts';
import { itemRules, placeholderOf } from './rules';
import { WIDGETS } from './widgets';

export type FormValues = Record<string, unknown>;

/** The values a new form starts with: each field's default. */
export function defaultValuesOf(schema: FormSchema): FormValues {
  const values: FormValues = {};
  for (const item of schema.items)
    if (isFieldItem(item) && item.defaultValue !== undefined && item.defaultValue !== null)
      values[item.field] = item.defaultValue;
  return values;
}

export interface FormRendererProps {
  schema: FormSchema;
  /** The form instance, for callers that submit or read values from outside. */
  form?: FormInstance<FormValues>;
  /** Stored values (an edit or detail page); the schema's defaults fill the rest. */
  initialValues?: FormValues;
  /** Detail pages: every control disabled. */
  readOnly?: boolean;
  onFinish?: (values: FormValues) => void;
  /** Rendered after the items inside the form (buttons). */
  footer?: ReactNode;
  testId?: string;
}

export function SchemaItem({ item, schema }: { item: FormItem; schema: FormSchema }) {
  const { t } = useTranslation();
  if (!isFieldItem(item)) {
    return item.widget === 'divider' ? (
      <Divider titlePlacement="start" plain>
        {item.label}
      </Divider>
    ) : (
      <Typography.Title level={5} style={{ margin: '4px 0 16px' }}>
        {item.label}
      </Typography.Title>
    );
  }
  const spec = WIDGETS[item.widget];
  const placeholder = placeholderOf(item, t);
  return (
    <Form.Item
      name={item.field}
      label={item.label}
      rules={itemRules(item, t)}
      required={item.required}
      labelCol={schema.layout.labelWidth ? { flex: `${schema.layout.labelWidth}px` } : undefined}
      {...spec.binding}
    >
      {spec.render(item, placeholder)}
    </Form.Item>
  );
}

/**
 * Renders a form schema with antd Form on a 24-column grid: rules from the items, dictionary choices,
 * `visibleWhen` (a hidden item is neither shown nor checked) and a read-only mode.
 */
export function FormRenderer({
  schema,
  form,
  initialValues,
  readOnly,
  onFinish,
  footer,
  testId,
}: FormRendererProps) {
  const [own] = Form.useForm<FormValues>();
  const instance = form ?? own;
  const initial = useMemo(() => ({ ...defaultValuesOf(schema), ...initialValues }), [schema, initialValues]);
  const watched = Form.useWatch((all: FormValues) => all, { form: instance, preserve: true });
  const values = watched ?? initial;
  const horizontal = schema.layout.labelWidth !== undefined;
  return (
    <Form
      form={instance}
      layout={horizontal ? 'horizontal' : 'vertical'}
      labelWrap
      initialValues={initial}
      disabled={readOnly}
      onFinish={onFinish}
      data-testid={testId}
    >
      <Row gutter={16}>
        {schema.items.map((item, index) =>
          isVisible(item, values) ? (
            <Col key={isFieldItem(item) ? item.field : `layout-${index}`} span={spanOf(item, schema.layout)}>
              <SchemaItem item={item} schema={schema} />
            </Col>
          ) : null,
        )}
      </Row>
      {footer && horizontal ? (
        <Form.Item label=" " colon={false} labelCol={{ flex: `${schema.layout.labelWidth}px` }}>
          {footer}
        </Form.Item>
      ) : (
        footer
      )}
    </Form>
  );
}

import type { ComponentType, ReactNode } from 'react';
import { DatePicker, Input, InputNumber, Switch, type FormItemProps } from 'antd';
import {
  AlignLeftOutlined,
  ApartmentOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  DownSquareOutlined,
  EditOutlined,
  FileAddOutlined,
  FieldNumberOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LinkOutlined,
  MinusOutlined,
  MoneyCollectOutlined,
  PictureOutlined,
  PoweroffOutlined,
  SwapOutlined,
  UserOutlined,
  CheckCircleOutlined,
} from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormFieldItem, FormLayoutWidget, FormWidget } from '@zcps/contracts';
import { ChoiceControl, DeptPicker, OssUpload, UserPicker } from './controls';

export type WidgetGroup = 'input' | 'choice' | 'date' | 'upload' | 'layout';
/** Which required message a widget asks with: 请输入 / 请选择 / 请上传. */
export type WidgetAsk = 'input' | 'select' | 'upload';

export interface WidgetSpec {
  group: WidgetGroup;
  icon: ComponentType;
  ask: WidgetAsk;
  /** What a new item of this widget starts with in the designer. */
  defaults?: Partial<FormFieldItem>;
  /** How the Form.Item binds the value when it is not a plain `value` (dates are kept as text). */
  binding?: Pick<FormItemProps, 'valuePropName' | 'getValueProps' | 'normalize'>;
  render: (item: FormFieldItem, placeholder: string) => ReactNode;
}

export interface LayoutWidgetSpec {
  group: 'layout';
  icon: ComponentType;
}

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function dateBinding(format: string): WidgetSpec['binding'] {
  return {
    getValueProps: (value: unknown) => ({
      value: typeof value === 'string' && value ? dayjs(value, format) : undefined,
    }),
    normalize: (value: Dayjs | null) => (value ? value.format(format) : undefined),
  };
}

const rangeBinding: WidgetSpec['binding'] = {
  getValueProps: (value: unknown) => ({
    value:
      Array.isArray(value) && value.length === 2
        ? value.map((v: string) => dayjs(v, DATE_FORMAT))
        : undefined,
  }),
  normalize: (value: [Dayjs, Dayjs] | null) => (value ? value.map((d) => d.format(DATE_FORMAT)) : undefined),
};

const full = { width: '100%' };
const choice = (item: FormFieldItem, placeholder: string) => (
  <ChoiceControl item={item} placeholder={placeholder} />
);

/** Every widget of the form schema: its palette group, icon, antd control and how it binds its value. */
export const WIDGETS: Record<FormWidget, WidgetSpec> = {
  text: {
    group: 'input',
    icon: FontSizeOutlined,
    ask: 'input',
    render: (item, placeholder) => (
      <Input
        placeholder={placeholder}
        maxLength={item.props?.maxLength}
        prefix={item.props?.prefix}
        suffix={item.props?.suffix}
        allowClear
      />
    ),
  },
  textarea: {
    group: 'input',
    icon: AlignLeftOutlined,
    ask: 'input',
    defaults: { props: { rows: 3 } },
    render: (item, placeholder) => (
      <Input.TextArea
        placeholder={placeholder}
        rows={item.props?.rows ?? 3}
        maxLength={item.props?.maxLength}
        showCount={item.props?.maxLength !== undefined}
      />
    ),
  },
  number: {
    group: 'input',
    icon: FieldNumberOutlined,
    ask: 'input',
    render: (item, placeholder) => (
      <InputNumber
        style={full}
        placeholder={placeholder}
        min={item.props?.min}
        max={item.props?.max}
        step={item.props?.step}
        precision={item.props?.precision}
      />
    ),
  },
  money: {
    group: 'input',
    icon: MoneyCollectOutlined,
    ask: 'input',
    defaults: { props: { precision: 2, min: 0, prefix: '¥' } },
    render: (item, placeholder) => (
      <InputNumber
        style={full}
        placeholder={placeholder}
        min={item.props?.min}
        max={item.props?.max}
        precision={item.props?.precision ?? 2}
        prefix={item.props?.prefix ?? '¥'}
        suffix={item.props?.suffix}
      />
    ),
  },
  richText: {
    group: 'input',
    icon: FileTextOutlined,
    ask: 'input',
    defaults: { span: 24, props: { rows: 6 } },
    render: (item, placeholder) => <Input.TextArea placeholder={placeholder} rows={item.props?.rows ?? 6} />,
  },
  select: { group: 'choice', icon: DownSquareOutlined, ask: 'select', render: choice },
  radio: { group: 'choice', icon: CheckCircleOutlined, ask: 'select', render: choice },
  checkbox: {
    group: 'choice',
    icon: CheckSquareOutlined,
    ask: 'select',
    render: choice,
  },
  switch: {
    group: 'choice',
    icon: PoweroffOutlined,
    ask: 'select',
    binding: { valuePropName: 'checked' },
    render: (item) => (
      <Switch checkedChildren={item.props?.checkedLabel} unCheckedChildren={item.props?.uncheckedLabel} />
    ),
  },
  userPicker: {
    group: 'choice',
    icon: UserOutlined,
    ask: 'select',
    render: (item, placeholder) => <UserPicker placeholder={placeholder} multiple={item.props?.multiple} />,
  },
  deptPicker: {
    group: 'choice',
    icon: ApartmentOutlined,
    ask: 'select',
    render: (item, placeholder) => <DeptPicker placeholder={placeholder} multiple={item.props?.multiple} />,
  },
  refSelect: { group: 'choice', icon: LinkOutlined, ask: 'select', render: choice },
  date: {
    group: 'date',
    icon: CalendarOutlined,
    ask: 'select',
    binding: dateBinding(DATE_FORMAT),
    render: (_, placeholder) => <DatePicker style={full} placeholder={placeholder} />,
  },
  datetime: {
    group: 'date',
    icon: ClockCircleOutlined,
    ask: 'select',
    binding: dateBinding(DATETIME_FORMAT),
    render: (_, placeholder) => <DatePicker style={full} showTime placeholder={placeholder} />,
  },
  dateRange: {
    group: 'date',
    icon: SwapOutlined,
    ask: 'select',
    binding: rangeBinding,
    render: () => <DatePicker.RangePicker style={full} />,
  },
  image: {
    group: 'upload',
    icon: PictureOutlined,
    ask: 'upload',
    defaults: { props: { maxCount: 1 } },
    render: (item) => <OssUpload image accept={item.props?.accept} maxCount={item.props?.maxCount} />,
  },
  file: {
    group: 'upload',
    icon: FileAddOutlined,
    ask: 'upload',
    defaults: { props: { maxCount: 5 } },
    render: (item) => <OssUpload accept={item.props?.accept} maxCount={item.props?.maxCount} />,
  },
};

export const LAYOUT_WIDGETS: Record<FormLayoutWidget, LayoutWidgetSpec> = {
  title: { group: 'layout', icon: EditOutlined },
  divider: { group: 'layout', icon: MinusOutlined },
};

export const WIDGET_GROUPS: readonly WidgetGroup[] = ['input', 'choice', 'date', 'upload', 'layout'];

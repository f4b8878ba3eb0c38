export {
  FormRenderer,
  SchemaItem,
  defaultValuesOf,
  type FormRendererProps,
  type FormValues,
} from './FormRenderer';
export { itemRules, placeholderOf } from './rules';
export { describeIssues, parseFormSchema, type ParsedForm } from './issues';
export {
  DATE_FORMAT,
  DATETIME_FORMAT,
  LAYOUT_WIDGETS,
  WIDGETS,
  WIDGET_GROUPS,
  type LayoutWidgetSpec,
  type WidgetAsk,
  type WidgetGroup,
  type WidgetSpec,
} from './widgets';
export {
  ChoiceControl,
  DeptPicker,
  OssUpload,
  UploadEndpointsContext,
  UserPicker,
  type ControlProps,
  type UploadEndpoints,
} from './controls';
export { storedFormApi } from './stored-forms';

import { Form, Input, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hintOf, SearchForm } from '../../../components/crud';

/** The filters of the task lists (wfTaskFilterSchema): process name, task name, business key. */
export function TaskSearch({
  form,
  onSearch,
  withTask = true,
  children,
}: {
  form: FormInstance;
  onSearch: (values: Record<string, unknown>) => void;
  withTask?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const text = (name: string, label: string) => (
    <Form.Item label={label} name={name}>
      <Input allowClear placeholder={hintOf('input', label)} style={{ width: 180 }} />
    </Form.Item>
  );
  return (
    <SearchForm form={form} onSearch={onSearch} onReset={() => onSearch({})}>
      {text('definitionName', t('workflow.definitionName'))}
      {withTask && text('taskName', t('workflow.taskName'))}
      {text('businessKey', t('workflow.businessKey'))}
      {children}
    </SearchForm>
  );
}

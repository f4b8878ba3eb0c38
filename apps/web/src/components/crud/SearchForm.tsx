import { useId, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface SearchFormProps<V> {
  form: FormInstance<V>;
  onSearch: (values: V) => void;
  onReset: () => void;
  children: ReactNode;
}

/** The inline filter form above every list: fields, then 搜索 / 重置. */
export function SearchForm<V>({ form, onSearch, onReset, children }: SearchFormProps<V>) {
  const { t } = useTranslation();
  // Field ids are `<name>_<field>`: unnamed, the filters took the ids of the same fields in the page's dialog
  // (and of other open tabs), so the dialog's labels pointed at the filter inputs behind it.
  const name = `search${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Form form={form} name={name} layout="inline" className="zcps-search-form" onFinish={onSearch}>
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud.search')}
        </Button>
        <Button
          style={{ marginLeft: 8 }}
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('crud.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}

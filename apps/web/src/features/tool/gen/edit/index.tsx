import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Empty, Form, Input, Row, Space, Spin, Tabs } from 'antd';
import { CloseOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GenPermission as P, type GenTable, type GenTableColumn, type GenTableEdit } from '@zcps/contracts';
import { Auth } from '../../../../components/Auth';
import { hintOf } from '../../../../components/crud';
import { feedback } from '../../../../lib/feedback';
import { useTabsStore } from '../../../../stores/tabs-store';
import { genApi } from '../api';
import { ColumnsEditor } from './ColumnsEditor';
import { GenInfoFields } from './GenInfoFields';

const LIST_PAGE = '/tool/gen';
const BASIC_FIELDS = ['tableName', 'tableComment', 'className', 'functionAuthor'] as const;
type InfoValues = Omit<GenTable, 'columns' | 'createTime' | 'updateTime'>;

/** `PUT /tool/gen` takes the settings a user may change; table and column names stay as imported. */
function editBody(info: GenTable, values: InfoValues, rows: GenTableColumn[]): GenTableEdit {
  const merged = { ...info, ...values, options: { ...info.options, ...values.options } };
  return {
    tableId: info.tableId,
    tableComment: merged.tableComment,
    subTableName: merged.subTableName,
    subTableFkName: merged.subTableFkName,
    className: merged.className,
    tplCategory: merged.tplCategory,
    packageName: merged.packageName,
    moduleName: merged.moduleName,
    businessName: merged.businessName,
    functionName: merged.functionName,
    functionAuthor: merged.functionAuthor,
    genType: merged.genType,
    genPath: merged.genPath,
    options: merged.options,
    remark: merged.remark,
    columns: rows.map(
      ({ tableId: _t, columnName: _n, columnType: _c, isPk: _p, isIncrement: _i, ...edit }) => edit,
    ),
  };
}

/** 修改生成配置 (/codegen/edit?tableId=): a table's basic info, its columns' settings and the generation options. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const tableId = Number(useSearchParams()[0].get('tableId')) || 0;
  const [form] = Form.useForm<InfoValues>();
  const [rows, setRows] = useState<GenTableColumn[]>([]);
  const [tab, setTab] = useState('columns');
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: ['tool/gen', tableId],
    queryFn: () => genApi.get(tableId),
    enabled: tableId > 0,
    staleTime: 0,
  });
  const info = detail.data?.data?.info;

  useEffect(() => {
    if (!detail.data?.data) return;
    const { info: loaded, rows: columns } = detail.data.data;
    form.setFieldsValue(loaded);
    setRows(columns);
  }, [detail.data, form]);

  const close = () => {
    useTabsStore.getState().close(pathname + search, pathname + search);
    navigate(LIST_PAGE);
  };
  const save = async () => {
    if (!info) return;
    let values: InfoValues;
    try {
      values = await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      setTab(BASIC_FIELDS.includes(first as (typeof BASIC_FIELDS)[number]) ? 'basic' : 'gen');
      return;
    }
    setSaving(true);
    try {
      await genApi.update(editBody(info, values, rows));
      feedback().message.success(t('codegen.saved'));
      void detail.refetch();
    } finally {
      setSaving(false);
    }
  };

  if (!tableId || detail.isError || (detail.isSuccess && !info))
    return (
      <div className="zcps-page-card">
        <Empty description={t('codegen.noTable')} />
      </div>
    );
  if (!info) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const basic = (
    <Row gutter={24}>
      {BASIC_FIELDS.map((name) => (
        <Col span={12} key={name}>
          <Form.Item name={name} label={t(`codegen.${name}`)} rules={[{ required: true }]}>
            <Input placeholder={hintOf('input', t(`codegen.${name}`))} disabled={name === 'tableName'} />
          </Form.Item>
        </Col>
      ))}
      <Col span={24}>
        <Form.Item name="remark" label={t('codegen.remark')}>
          <Input.TextArea rows={3} placeholder={hintOf('input', t('codegen.remark'))} />
        </Form.Item>
      </Col>
    </Row>
  );

  return (
    <div className="zcps-page-card" data-testid="gen-edit-page">
      <Form form={form} layout="vertical" preserve>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'basic', label: t('codegen.tabBasic'), forceRender: true, children: basic },
            {
              key: 'columns',
              label: t('codegen.tabColumns'),
              children: <ColumnsEditor rows={rows} onChange={setRows} />,
            },
            {
              key: 'gen',
              label: t('codegen.tabGen'),
              forceRender: true,
              children: <GenInfoFields columns={rows} />,
            },
          ]}
        />
      </Form>
      <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'center' }}>
        <Auth perm={P.EDIT}>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {t('codegen.save')}
          </Button>
        </Auth>
        <Button icon={<CloseOutlined />} onClick={close}>
          {t('codegen.back')}
        </Button>
      </Space>
    </div>
  );
}

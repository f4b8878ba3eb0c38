import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NAME } from '@zcps/contracts';
import { hintOf, TablePagination, useTableQuery } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { genApi, type DbTableVo } from './api';

interface ImportTableDialogProps {
  open: boolean;
  dataNames: readonly string[];
  onClose: () => void;
  onImported: () => void;
}

/** 导入表: the tables of a data source not imported yet; the ticked ones are imported with RuoYi's defaults. */
export function ImportTableDialog({ open, dataNames, onClose, onImported }: ImportTableDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const list = useTableQuery<DbTableVo>({ key: 'tool/gen/db', url: genApi.dbListUrl });
  const { search } = list;
  const dataName = (Form.useWatch('dataName', form) as string | undefined) ?? MASTER_DATA_NAME;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    search({ dataName: MASTER_DATA_NAME });
  }, [open, form, search]);

  const submit = async () => {
    const tables = list.selectedKeys.map(String);
    if (!tables.length) return feedback().message.warning(t('codegen.importPick'));
    setSaving(true);
    try {
      await genApi.importTables(tables, dataName);
      feedback().message.success(t('codegen.importOk'));
      onImported();
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<DbTableVo> = [
    { title: t('codegen.tableName'), dataIndex: 'tableName', ellipsis: true },
    { title: t('codegen.tableComment'), dataIndex: 'tableComment', ellipsis: true },
    { title: t('codegen.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
  ];

  return (
    <Modal
      open={open}
      title={t('codegen.importTitle')}
      width={860}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ loading: saving, disabled: !list.selectedKeys.length }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="inline"
        initialValues={{ dataName: MASTER_DATA_NAME }}
        onFinish={(values: Record<string, unknown>) => search(values)}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item label={t('codegen.dataName')} name="dataName">
          <Select
            style={{ width: 150 }}
            options={dataNames.map((n) => ({ value: n, label: n }))}
            onChange={() => form.submit()}
          />
        </Form.Item>
        <Form.Item label={t('codegen.tableName')} name="tableName">
          <Input allowClear style={{ width: 170 }} placeholder={hintOf('input', t('codegen.tableName'))} />
        </Form.Item>
        <Form.Item label={t('codegen.tableComment')} name="tableComment">
          <Input allowClear style={{ width: 170 }} placeholder={hintOf('input', t('codegen.tableComment'))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('crud.search')}
          </Button>
        </Space>
      </Form>
      <Alert type="info" showIcon title={t('codegen.importHint')} style={{ marginBottom: 12 }} />
      <Table<DbTableVo>
        rowKey="tableName"
        size="small"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ y: 320 }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        onRow={(row) => ({
          onClick: () =>
            list.setSelectedKeys(
              list.selectedKeys.includes(row.tableName)
                ? list.selectedKeys.filter((k) => k !== row.tableName)
                : [...list.selectedKeys, row.tableName],
            ),
        })}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
    </Modal>
  );
}

import { Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachmentTypePermission as P, type AttachmentTypeVo } from '@zcps/contracts';
import {
  CrudTable,
  CrudToolbar,
  DictTag,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { ATTACHMENT_TYPE_BASE, attachmentTypeApi } from './api';
import { AttachmentTypeForm } from './AttachmentTypeForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** 附件类型: what a dossier attachment is, the formats and size it accepts; a type in use cannot be deleted. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('sys_normal_disable');
  const yesNo = useDict('sys_yes_no');
  const crud = useCrudPage<AttachmentTypeVo>({
    key: ATTACHMENT_TYPE_BASE,
    url: `${ATTACHMENT_TYPE_BASE}/list`,
    rowKey: 'typeId',
    remove: attachmentTypeApi.remove,
    exportUrl: attachmentTypeApi.exportUrl,
    exportFile: 'attachment-type.xlsx',
    savedMessages: { add: 'attachment.addOk', edit: 'attachment.editOk' },
  });

  const columns: TableColumnsType<AttachmentTypeVo> = [
    { title: t('attachment.typeId'), dataIndex: 'typeId', width: 100, align: 'center', sorter: true },
    { title: t('attachment.typeCode'), dataIndex: 'typeCode', width: 150, sorter: true, ellipsis: true },
    { title: t('attachment.typeName'), dataIndex: 'typeName', width: 180, sorter: true, ellipsis: true },
    {
      title: t('attachment.allowedExt'),
      dataIndex: 'allowedExt',
      width: 240,
      render: (value: string) => value.split(',').map((ext) => <Tag key={ext}>{ext}</Tag>),
    },
    { title: t('attachment.maxSizeMb'), dataIndex: 'maxSizeMb', width: 120, align: 'center', sorter: true },
    {
      title: t('attachment.required'),
      dataIndex: 'required',
      width: 100,
      align: 'center',
      sorter: true,
      render: (value: boolean) => <DictTag options={yesNo} value={value ? 'Y' : 'N'} />,
    },
    { title: t('attachment.orderNum'), dataIndex: 'orderNum', width: 100, align: 'center', sorter: true },
    {
      title: t('attachment.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      sorter: true,
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    { title: t('attachment.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 170,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('attachment.edit')} />
      ),
    },
  ];

  const dictOptions = (entries: typeof status) =>
    entries.map((d) => ({ value: d.dictValue, label: d.dictLabel }));

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={crud.list.search} onReset={() => crud.list.search({})}>
        <Form.Item label={t('attachment.typeCode')} name="typeCode">
          <Input allowClear placeholder={hintOf('input', t('attachment.typeCode'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('attachment.typeName')} name="typeName">
          <Input allowClear placeholder={hintOf('input', t('attachment.typeName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('attachment.required')} name="required">
          <Select
            allowClear
            placeholder={hintOf('select', t('attachment.required'))}
            style={{ width: 140 }}
            options={yesNo.map((d) => ({
              value: d.dictValue === 'Y' ? 'true' : 'false',
              label: d.dictLabel,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('attachment.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('attachment.status'))}
            style={{ width: 140 }}
            options={dictOptions(status)}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('attachment.add')}
        editLabel={t('attachment.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1450} />
      <AttachmentTypeForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}

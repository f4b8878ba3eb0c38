import { useState } from 'react';
import { Button, Form, Input, Select, Tooltip, type TableColumnsType } from 'antd';
import { AuditOutlined, EyeOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ClientAuditStatus,
  TitleClientPermission as P,
  type OssVo,
  type TitleClientVo,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
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
import { feedback } from '../../../lib/feedback';
import { OssPreview } from '../../system/oss/OssPreview';
import { clientApi, licenceFile } from './api';
import { AuditDialog } from './AuditDialog';
import { ClientForm } from './ClientForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/**
 * 委托单位: the office audits registered units (approve, or reject with a reason); a company sees its own unit,
 * keeps its contact data and resubmits it after a rejection.
 */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const types = useDict('client_type');
  const audits = useDict('client_audit_status');
  const status = useDict('sys_normal_disable');
  const [auditing, setAuditing] = useState<TitleClientVo | null>(null);
  const [preview, setPreview] = useState<OssVo | null>(null);
  const crud = useCrudPage<TitleClientVo>({
    key: 'title/client',
    url: '/title/client/list',
    rowKey: 'clientId',
    remove: clientApi.remove,
    exportUrl: clientApi.exportUrl,
    exportFile: 'client.xlsx',
    savedMessages: { add: 'titleOrg.addOk', edit: 'titleOrg.editOk' },
  });
  const { list } = crud;

  const resubmit = async (row: TitleClientVo) => {
    if (!(await confirmAction(t('titleOrg.confirmResubmit', { name: row.clientName })))) return;
    await clientApi.resubmit(row.clientId);
    feedback().message.success(t('titleOrg.resubmitOk'));
    await list.refresh();
  };
  const audited = async () => {
    setAuditing(null);
    feedback().message.success(t('titleOrg.auditOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<TitleClientVo> = [
    { title: t('titleOrg.clientName'), dataIndex: 'clientName', width: 220, sorter: true, ellipsis: true },
    { title: t('titleOrg.creditCode'), dataIndex: 'creditCode', width: 190, sorter: true },
    {
      title: t('titleOrg.unitType'),
      dataIndex: 'unitType',
      width: 120,
      align: 'center',
      render: (value: string) => <DictTag options={types} value={value} />,
    },
    { title: t('titleOrg.supervisingOrg'), dataIndex: 'orgName', width: 180, ellipsis: true },
    { title: t('titleOrg.contactName'), dataIndex: 'contactName', width: 100, ellipsis: true },
    { title: t('titleOrg.contactPhone'), dataIndex: 'contactPhone', width: 140 },
    {
      title: t('titleOrg.auditStatus'),
      dataIndex: 'auditStatus',
      width: 110,
      align: 'center',
      sorter: true,
      render: (value: string, row) => {
        const tag = <DictTag options={audits} value={value} />;
        if (value !== ClientAuditStatus.REJECTED || !row.auditReason) return tag;
        return (
          <Tooltip title={t('titleOrg.rejectedBecause', { reason: row.auditReason })}>
            <span>{tag}</span>
          </Tooltip>
        );
      },
    },
    {
      title: t('titleOrg.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    { title: t('titleOrg.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 300,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => {
        const licence = licenceFile(row);
        return (
          <RowActions crud={crud} row={row} perms={perms} editLabel={t('titleOrg.edit')}>
            {row.auditStatus === ClientAuditStatus.PENDING && (
              <Auth perm={P.AUDIT}>
                <Button type="link" size="small" icon={<AuditOutlined />} onClick={() => setAuditing(row)}>
                  {t('titleOrg.audit')}
                </Button>
              </Auth>
            )}
            {row.auditStatus === ClientAuditStatus.REJECTED && (
              <Auth perm={P.EDIT}>
                <Button type="link" size="small" icon={<RedoOutlined />} onClick={() => void resubmit(row)}>
                  {t('titleOrg.resubmit')}
                </Button>
              </Auth>
            )}
            {licence && (
              <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreview(licence)}>
                {t('titleOrg.licenceView')}
              </Button>
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('titleOrg.clientName')} name="clientName">
          <Input allowClear placeholder={hintOf('input', t('titleOrg.clientName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('titleOrg.creditCode')} name="creditCode">
          <Input allowClear placeholder={hintOf('input', t('titleOrg.creditCode'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('titleOrg.unitType')} name="unitType">
          <Select
            allowClear
            placeholder={hintOf('select', t('titleOrg.unitType'))}
            style={{ width: 160 }}
            options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        <Form.Item label={t('titleOrg.auditStatus')} name="auditStatus">
          <Select
            allowClear
            placeholder={hintOf('select', t('titleOrg.auditStatus'))}
            style={{ width: 160 }}
            options={audits.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={perms} addLabel={t('titleOrg.add')} editLabel={t('titleOrg.edit')} />
      <CrudTable crud={crud} columns={columns} scrollX={1640} />
      <ClientForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
      <AuditDialog unit={auditing} onClose={() => setAuditing(null)} onDone={() => void audited()} />
      <OssPreview file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

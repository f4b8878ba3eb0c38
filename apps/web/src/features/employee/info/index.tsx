import { useState } from 'react';
import { Button, Empty, Form, Input, Select, Skeleton, Typography, type TableColumnsType } from 'antd';
import { ProfileOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_IMPORT_TASK,
  EmployeePermission as P,
  EmployeeStatus,
  type EmployeeVo,
} from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { Auth } from '../../../components/Auth';
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
import { ImportDialog } from '../../system/user/ImportDialog';
import { useSeriesOptions } from '../../title/reviewer/api';
import { EMPLOYEE_BASE, employeeApi } from './api';
import { DossierView } from './DossierView';
import { EmployeeForm } from './EmployeeForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** A staff member keeps one record: their dossier, or the form to create it. */
function MyDossier() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const mine = useQuery({
    queryKey: [EMPLOYEE_BASE, 'mine'],
    queryFn: async () => (await employeeApi.mine()).data,
  });
  if (mine.isPending) return <Skeleton active />;
  if (mine.data) return <DossierView employeeId={mine.data.employeeId} />;
  return (
    <div className="zcps-page-card">
      <Empty description={t('employee.noRecordYet')}>
        <Auth perm={P.ADD}>
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('employee.createMine')}
          </Button>
        </Auth>
      </Empty>
      <EmployeeForm
        open={creating}
        row={null}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void mine.refetch();
        }}
      />
    </div>
  );
}

function EmployeeList({ onOpen }: { onOpen: (employeeId: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [importing, setImporting] = useState(false);
  const sex = useDict('sys_user_sex');
  const education = useDict('education');
  const series = useSeriesOptions();
  const crud = useCrudPage<EmployeeVo>({
    key: EMPLOYEE_BASE,
    url: employeeApi.listUrl,
    rowKey: 'employeeId',
    remove: employeeApi.remove,
    exportUrl: employeeApi.exportUrl,
    exportFile: 'employee.xlsx',
    savedMessages: { add: 'employee.saveOk', edit: 'employee.saveOk' },
  });
  const statusLabel = (v: string) => (v === EmployeeStatus.LEFT ? t('employee.left') : t('employee.active'));

  const columns: TableColumnsType<EmployeeVo> = [
    {
      title: t('employee.employeeName'),
      dataIndex: 'employeeName',
      width: 110,
      sorter: true,
      render: (name: string, row) => (
        <Typography.Link onClick={() => onOpen(row.employeeId)}>{name}</Typography.Link>
      ),
    },
    {
      title: t('employee.sex'),
      dataIndex: 'sex',
      width: 70,
      render: (v: string) => <DictTag options={sex} value={v} />,
    },
    { title: t('employee.idCard'), dataIndex: 'idCard', width: 180 },
    { title: t('employee.phone'), dataIndex: 'phone', width: 130 },
    { title: t('employee.client'), dataIndex: 'clientName', width: 180, ellipsis: true },
    {
      title: t('employee.education'),
      dataIndex: 'education',
      width: 130,
      render: (v: string | null) => <DictTag options={education} value={v} />,
    },
    { title: t('employee.profession'), dataIndex: 'professionName', width: 140, ellipsis: true },
    { title: t('employee.currentTitle'), dataIndex: 'currentTitleName', width: 140, ellipsis: true },
    { title: t('employee.hiredDate'), dataIndex: 'hiredDate', width: 110, sorter: true },
    { title: t('employee.status'), dataIndex: 'status', width: 80, sorter: true, render: statusLabel },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('employee.edit')}>
          <Button type="link" size="small" icon={<ProfileOutlined />} onClick={() => onOpen(row.employeeId)}>
            {t('employee.dossier')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={crud.list.search} onReset={() => crud.list.search({})}>
        <Form.Item label={t('employee.employeeName')} name="employeeName">
          <Input
            allowClear
            placeholder={hintOf('input', t('employee.employeeName'))}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label={t('employee.idCard')} name="idCard">
          <Input allowClear placeholder={hintOf('input', t('employee.idCard'))} style={{ width: 190 }} />
        </Form.Item>
        <Form.Item label={t('employee.client')} name="clientName">
          <Input allowClear placeholder={hintOf('input', t('employee.client'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('employee.series')} name="seriesId">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={series}
            style={{ width: 160 }}
            placeholder={hintOf('select', t('employee.series'))}
          />
        </Form.Item>
        <Form.Item label={t('employee.status')} name="status">
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={hintOf('select', t('employee.status'))}
            options={[EmployeeStatus.ACTIVE, EmployeeStatus.LEFT].map((v) => ({
              value: v,
              label: statusLabel(v),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('employee.pendingCheck')} name="pendingCheck">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={hintOf('select', t('employee.pendingCheck'))}
            options={[{ value: '1', label: t('employee.pendingCheckOnly') }]}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={perms} addLabel={t('employee.add')} editLabel={t('employee.edit')}>
        <Auth perm={P.IMPORT}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('employee.import')}
          </Button>
        </Auth>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={1600} />
      <EmployeeForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onDone={() => void crud.list.refresh()}
        target={{
          base: EMPLOYEE_BASE,
          task: EMPLOYEE_IMPORT_TASK,
          templateFile: 'employee_template.xlsx',
          title: t('employee.importTitle'),
          nameLabel: t('employee.employeeName'),
        }}
      />
    </div>
  );
}

/** 人员信息: the employees the caller reaches, each opening its dossier; a staff member sees their own directly. */
export function Page() {
  const roles = useUserStore((s) => s.roles);
  const [open, setOpen] = useState<number | null>(null);
  const staffOnly = roles.length > 0 && roles.every((r) => r === 'staff');
  if (staffOnly) return <MyDossier />;
  // The list stays mounted behind an open dossier, so going back keeps its filters and page.
  return (
    <>
      <div style={open === null ? undefined : { display: 'none' }}>
        <EmployeeList onOpen={setOpen} />
      </div>
      {open !== null && <DossierView employeeId={open} onBack={() => setOpen(null)} />}
    </>
  );
}

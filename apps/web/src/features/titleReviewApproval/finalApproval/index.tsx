import { useState } from 'react';
import {
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ReviewApprovalPermission as RA, type FinalDeclarationVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  DictTag,
  SearchForm,
  TablePagination,
  useTableQuery,
  fitColumns,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { finalApi } from './api';
import { ObjectionsDrawer } from './ObjectionsDrawer';
import { PublicityListButton } from '../papers/PaperButtons';

/**
 * 终审: the declarations that passed the committee. The office publicizes them (the window is the activity's
 * working days), records and handles objections during it, and confirms after it — which numbers the
 * certificates. The server refuses a confirmation during the publicity or with an objection open or upheld.
 */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('title_review_approval_status');
  const list = useTableQuery<FinalDeclarationVo>({
    key: 'review/final-approval',
    url: finalApi.approvalListUrl,
  });
  const [publicizing, setPublicizing] = useState(false);
  const [start, setStart] = useState<Dayjs | null>(null);
  const [objectionsOf, setObjectionsOf] = useState<FinalDeclarationVo | null>(null);
  const selected = list.selectedKeys.map(Number);

  const needSelection = () => {
    if (selected.length) return false;
    feedback().message.warning(t('reviewFinal.selectFirst'));
    return true;
  };
  const publicize = async () => {
    if (!start) return;
    await finalApi.publicize({ declarationIds: selected, publicityStart: start.format('YYYY-MM-DD') });
    feedback().message.success(t('reviewFinal.publicized'));
    setPublicizing(false);
    await list.refresh();
  };
  const confirm = async () => {
    if (needSelection() || !(await confirmAction(t('reviewFinal.confirmAsk', { n: selected.length }))))
      return;
    await finalApi.confirm(selected);
    feedback().message.success(t('reviewFinal.confirmed'));
    await list.refresh();
  };

  const columns: TableColumnsType<FinalDeclarationVo> = [
    { title: t('reviewVote.applicant'), dataIndex: 'applicantName', width: 110 },
    { title: t('reviewVote.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewVote.title'), dataIndex: 'titleName', width: 120 },
    { title: t('reviewVote.activity'), dataIndex: 'activityName', width: 200, ellipsis: true },
    {
      title: t('reviewFinal.approvalStatus'),
      dataIndex: 'approvalStatus',
      width: 100,
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    {
      title: t('reviewFinal.publicityWindow'),
      key: 'publicity',
      width: 200,
      render: (_v, r) => (r.publicityStart ? `${r.publicityStart} ~ ${r.publicityEnd}` : '—'),
    },
    { title: t('reviewFinal.openObjections'), dataIndex: 'openObjections', width: 100, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_v, r) => (
        <Button type="link" size="small" onClick={() => setObjectionsOf(r)}>
          {t('reviewFinal.objections')}
        </Button>
      ),
    },
  ];

  const fitted = fitColumns(columns, 32, 1200);
  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewVote.applicant')} name="applicantName">
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 12 }}>
        <Auth perm={RA.PUBLICIZE}>
          <Button type="primary" onClick={() => !needSelection() && setPublicizing(true)}>
            {t('reviewFinal.publicize')}
          </Button>
        </Auth>
        <Auth perm={RA.CONFIRM}>
          <Button type="primary" ghost onClick={() => void confirm()}>
            {t('reviewFinal.confirm')}
          </Button>
        </Auth>
        <Auth perm={[RA.FINAL_APPROVAL, RA.EXPORT]} match="all">
          <Button
            onClick={() =>
              void download(finalApi.exportUrl('final-approval'), list.filterParams, 'final_approval.xlsx')
            }
          >
            {t('reviewVote.export')}
          </Button>
        </Auth>
        <PublicityListButton />
      </Space>
      <Table
        rowKey="declarationId"
        size="middle"
        loading={list.loading}
        columns={fitted.columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: fitted.scrollX }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: list.setSelectedKeys }}
      />
      <TablePagination
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onChange={list.setPage}
      />
      <Modal
        open={publicizing}
        title={t('reviewFinal.publicize')}
        onCancel={() => setPublicizing(false)}
        onOk={() => void publicize()}
        okButtonProps={{ disabled: !start }}
      >
        <Form layout="vertical">
          <Form.Item label={t('reviewFinal.publicityStart')}>
            <DatePicker value={start} onChange={setStart} />
          </Form.Item>
          <Typography.Text type="secondary">{t('reviewFinal.publicizeHint')}</Typography.Text>
        </Form>
      </Modal>
      <ObjectionsDrawer
        row={objectionsOf}
        onClose={() => setObjectionsOf(null)}
        onChanged={() => void list.refresh()}
      />
    </div>
  );
}

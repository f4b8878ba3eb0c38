import { useState } from 'react';
import { Button, Form, Modal, Space, type TableColumnsType } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  EyeOutlined,
  RollbackOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReviewApprovalPermission as P, type DeclarationVo, type EligibilityResult } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { CrudTable, CrudToolbar, useCrudPage } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { approvalApi, APPROVAL_BASE, declareApi } from '../../title/reviewDeclare/api';
import { EligibilityPanel } from '../../title/reviewDeclare/EligibilityPanel';
import { ReturnDialog } from '../return/ReturnDialog';
import { DeclarationSearch, useDeclarationColumns } from '../reviewDetail/declaration-columns';
import { TrailDrawer } from '../reviewDetail/TrailDrawer';
import { OpinionDialog } from './OpinionDialog';

type Dialog = 'pass' | 'reject' | 'return' | null;

/** 资格审查: declarations at the eligibility check; pass (to defense or group review), reject or return them. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [targets, setTargets] = useState<DeclarationVo[]>([]);
  const [trailOf, setTrailOf] = useState<number | null>(null);
  const [eligibility, setEligibility] = useState<EligibilityResult | null>(null);
  const crud = useCrudPage<DeclarationVo>({
    key: `${APPROVAL_BASE}/prepare`,
    url: `${APPROVAL_BASE}/prepare/list`,
    rowKey: 'declarationId',
    exportUrl: approvalApi.prepareExportUrl,
    exportFile: 'eligibility_check.xlsx',
  });
  const { list } = crud;

  const open = (kind: Exclude<Dialog, null>, rows: DeclarationVo[]) => {
    if (!rows.length) return feedback().message.warning(t('reviewPrepare.selectFirst'));
    setTargets(rows);
    setDialog(kind);
  };
  const batch = () => ({
    declarationIds: targets.map((r) => r.declarationId),
    versions: targets.map((r) => r.version),
  });
  const done = async (message: string) => {
    setDialog(null);
    feedback().message.success(message);
    list.setSelectedKeys([]);
    await list.refresh();
  };
  const showEligibility = async (row: DeclarationVo) => {
    setEligibility((await declareApi.eligibility(row.declarationId)).data);
  };

  const columns: TableColumnsType<DeclarationVo> = [
    ...useDeclarationColumns<DeclarationVo>(),
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 330,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<SafetyOutlined />}
            onClick={() => void showEligibility(row)}
          >
            {t('reviewDeclare.eligible')}
          </Button>
          <Auth perm={P.CHECK}>
            <Button type="link" size="small" icon={<CheckOutlined />} onClick={() => open('pass', [row])}>
              {t('reviewPrepare.pass')}
            </Button>
          </Auth>
          <Auth perm={P.RETURN}>
            <Button
              type="link"
              size="small"
              icon={<RollbackOutlined />}
              onClick={() => open('return', [row])}
            >
              {t('reviewPrepare.return')}
            </Button>
          </Auth>
          <Auth perm={[P.DETAIL, P.QUERY]}>
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => setTrailOf(row.declarationId)}
            >
              {t('reviewPrepare.detail')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <DeclarationSearch form={form} onSearch={list.search} />
      <CrudToolbar crud={crud} perms={{ export: P.EXPORT }} addLabel="" editLabel="">
        <Auth perm={P.CHECK}>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => open('pass', crud.selected)}>
            {t('reviewPrepare.pass')}
          </Button>
        </Auth>
        <Auth perm={P.REJECT}>
          <Button danger icon={<CloseOutlined />} onClick={() => open('reject', crud.selected)}>
            {t('reviewPrepare.reject')}
          </Button>
        </Auth>
        <Auth perm={P.RETURN}>
          <Button icon={<RollbackOutlined />} onClick={() => open('return', crud.selected)}>
            {t('reviewPrepare.return')}
          </Button>
        </Auth>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={1600} />
      <OpinionDialog
        open={dialog === 'pass' || dialog === 'reject'}
        title={dialog === 'reject' ? t('reviewPrepare.rejectTitle') : t('reviewPrepare.passTitle')}
        required={dialog === 'reject'}
        onClose={() => setDialog(null)}
        onConfirm={async (opinion) => {
          if (dialog === 'reject') {
            await approvalApi.reject({ ...batch(), opinion: opinion ?? '' });
            await done(t('reviewPrepare.rejected'));
          } else {
            await approvalApi.check({ ...batch(), opinion });
            await done(t('reviewPrepare.passed'));
          }
        }}
      />
      <ReturnDialog
        open={dialog === 'return'}
        declarations={targets}
        onClose={() => setDialog(null)}
        onReturned={() => void done(t('reviewReturn.returned'))}
      />
      <TrailDrawer declarationId={trailOf} onClose={() => setTrailOf(null)} />
      <Modal
        open={eligibility !== null}
        footer={null}
        width={640}
        onCancel={() => setEligibility(null)}
        title={t('reviewDeclare.eligibility')}
      >
        <EligibilityPanel result={eligibility} />
      </Modal>
    </div>
  );
}

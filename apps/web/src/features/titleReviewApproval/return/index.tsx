import { useState } from 'react';
import { Button, Form, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReviewApprovalPermission as P, type ReturnedDeclarationVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { CrudTable, CrudToolbar, useCrudPage } from '../../../components/crud';
import { APPROVAL_BASE } from '../../title/reviewDeclare/api';
import { DeclarationSearch, useDeclarationColumns } from '../reviewDetail/declaration-columns';
import { TrailDrawer } from '../reviewDetail/TrailDrawer';

/** 退回管理: returned declarations with the reasons of their latest return and how often each was returned. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [trailOf, setTrailOf] = useState<number | null>(null);
  const crud = useCrudPage<ReturnedDeclarationVo>({
    key: `${APPROVAL_BASE}/return`,
    url: `${APPROVAL_BASE}/return/list`,
    rowKey: 'declarationId',
  });
  const columns: TableColumnsType<ReturnedDeclarationVo> = [
    ...useDeclarationColumns<ReturnedDeclarationVo>(),
    {
      title: t('reviewReturn.reasons'),
      dataIndex: 'returnItems',
      width: 280,
      render: (_v, r) => (
        <div data-testid={`reasons-${r.declarationId}`}>
          {r.returnItems.map((i) => (
            <div key={`${i.item}-${i.reason}`}>
              {i.item}: {i.reason}
            </div>
          ))}
          {r.returnOpinion && <div>{r.returnOpinion}</div>}
        </div>
      ),
    },
    { title: t('reviewReturn.returnTime'), dataIndex: 'returnTime', width: 165 },
    { title: t('reviewReturn.returnedBy'), dataIndex: 'returnedBy', width: 100 },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
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
      ),
    },
  ];
  return (
    <div className="zcps-page-card">
      <DeclarationSearch form={form} onSearch={crud.list.search} withStatus={false} />
      <CrudToolbar crud={crud} perms={{}} addLabel="" editLabel="" />
      <CrudTable crud={crud} columns={columns} scrollX={1900} selectable={false} />
      <TrailDrawer declarationId={trailOf} onClose={() => setTrailOf(null)} />
    </div>
  );
}

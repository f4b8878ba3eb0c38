import { Button } from 'antd';
import { EyeOutlined, FormOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { detailPath } from './api';

/** Opens /workflow/process/detail: 办理 with the caller's task, 查看 without. */
export function ViewButton({ instanceId, taskId }: { instanceId: number; taskId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Auth perm={P.PROCESS_QUERY}>
      <Button
        type="link"
        size="small"
        icon={taskId ? <FormOutlined /> : <EyeOutlined />}
        onClick={() => navigate(detailPath(instanceId, taskId))}
      >
        {taskId ? t('workflow.handle') : t('workflow.view')}
      </Button>
    </Auth>
  );
}

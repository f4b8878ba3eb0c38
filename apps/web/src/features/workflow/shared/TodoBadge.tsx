import { Badge, Button } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P } from '@zcps/contracts';
import { useAuth } from '../../../components/Auth';
import { useServerEvents } from '../../../lib/server-events';
import { taskApi } from './api';

const POLL_MS = 60_000;
export const TODO_PATH = '/workflow/todo';
const COUNT_KEY = ['workflow/task/count'];

/** The navbar's 待办 count (open tasks of the caller); a click opens 我的待办. */
export function TodoBadge() {
  const { hasPermi } = useAuth();
  return hasPermi(P.TODO_LIST) ? <TodoButton /> : null;
}

function TodoButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const count = useQuery({
    queryKey: COUNT_KEY,
    queryFn: async () => (await taskApi.count()).data,
    refetchInterval: POLL_MS,
  });
  // A pushed message may be a new task (or a notice): count again now, not at the next poll.
  useServerEvents(() => void client.invalidateQueries({ queryKey: COUNT_KEY }));
  const todo = count.data?.todo ?? 0;
  return (
    <Button
      type="text"
      className="zcps-navbar-action"
      title={t('workflow.todoBadge')}
      aria-label={`${t('workflow.todoBadge')} ${todo}`}
      data-testid="todo-badge"
      onClick={() => navigate(TODO_PATH)}
      icon={
        <Badge count={todo} size="small" overflowCount={99}>
          <AuditOutlined />
        </Badge>
      }
    />
  );
}

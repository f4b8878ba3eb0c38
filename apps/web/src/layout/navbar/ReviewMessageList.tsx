import { Badge, Empty, List } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchReviewMessages, markReviewMessagesRead, type ReviewMessageVo } from './api';

export const REVIEW_LIST_KEY = ['notices', 'review', 'list'];

/** 评审消息: what happened to the caller's own declarations; opening one marks it read and shows its progress. */
export function ReviewMessageList({ onOpened }: { onOpened: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: REVIEW_LIST_KEY, queryFn: () => fetchReviewMessages() });

  const open = async (message: ReviewMessageVo) => {
    onOpened();
    if (!message.read) {
      await markReviewMessagesRead([message.messageId]);
      await client.invalidateQueries({ queryKey: ['notices'] });
    }
    if (message.declarationId !== null)
      void navigate(`/titleReviewApproval/index?declarationId=${message.declarationId}`);
  };

  if (!list.data?.rows.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('navbar.noMessages')} />;
  return (
    <List
      size="small"
      loading={list.isFetching}
      dataSource={list.data.rows}
      data-testid="review-messages"
      renderItem={(message) => (
        <List.Item
          className={message.read ? 'zcps-message-read' : 'zcps-message-unread'}
          onClick={() => void open(message)}
          data-read={message.read}
        >
          <Badge dot={!message.read} offset={[4, 4]}>
            <span className="zcps-message-title" title={message.content ?? undefined}>
              {message.actionText}
              {message.content ? `：${message.content}` : ''}
            </span>
          </Badge>
          <span className="zcps-message-time">{message.createTime?.slice(0, 10)}</span>
        </List.Item>
      )}
    />
  );
}

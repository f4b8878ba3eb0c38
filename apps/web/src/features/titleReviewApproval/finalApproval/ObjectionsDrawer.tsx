import { useState } from 'react';
import { Button, Drawer, Form, Input, List, Modal, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ObjectionStatus, ReviewApprovalPermission as RA, type FinalDeclarationVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { feedback } from '../../../lib/feedback';
import { finalApi } from './api';

interface Props {
  row: FinalDeclarationVo | null;
  onClose: () => void;
  onChanged: () => void;
}

const COLORS: Record<string, string> = { '0': 'warning', '1': 'error', '2': 'default' };

/** 异议: recorded by the office during the publicity; upheld fails final approval, dismissed lets it go on. */
export function ObjectionsDrawer({ row, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ objectionContent: string; contact?: string }>();
  const [handling, setHandling] = useState<{ objectionId: number; upheld: boolean } | null>(null);
  const [opinion, setOpinion] = useState('');
  const list = useQuery({
    queryKey: ['review/final/objections', row?.declarationId],
    queryFn: () => finalApi.objections(row!.declarationId),
    enabled: row !== null,
  });
  const refresh = async () => {
    await list.refetch();
    onChanged();
  };
  const add = async () => {
    // The form shows what is missing; a rejected validation is not an error to report.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await finalApi.addObjection({ declarationId: row!.declarationId, ...values });
    form.resetFields();
    feedback().message.success(t('reviewFinal.objectionAdded'));
    await refresh();
  };
  const handle = async () => {
    await finalApi.handleObjection({ ...handling!, handleOpinion: opinion });
    setHandling(null);
    setOpinion('');
    await refresh();
  };

  return (
    <Drawer
      open={row !== null}
      width={640}
      title={`${t('reviewFinal.objections')} · ${row?.applicantName ?? ''}`}
      onClose={onClose}
      destroyOnHidden
    >
      <p>
        {t('reviewFinal.publicityWindow')}：{row?.publicityStart ?? '—'} ~ {row?.publicityEnd ?? '—'}
      </p>
      <Auth perm={[RA.PUBLICIZE, RA.REJECT]}>
        <Form form={form} layout="vertical" data-testid="objection-form">
          <Form.Item
            name="objectionContent"
            label={t('reviewFinal.objectionContent')}
            rules={[{ required: true, max: 2000 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="contact" label={t('reviewFinal.contact')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
          <Button type="primary" onClick={() => void add()}>
            {t('reviewFinal.addObjection')}
          </Button>
        </Form>
      </Auth>
      <List
        style={{ marginTop: 16 }}
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        renderItem={(o) => (
          <List.Item
            actions={
              o.status === ObjectionStatus.OPEN
                ? [
                    <Auth key="uphold" perm={RA.REJECT}>
                      <Space>
                        <Button
                          size="small"
                          danger
                          onClick={() => setHandling({ objectionId: o.objectionId, upheld: true })}
                        >
                          {t('reviewFinal.uphold')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setHandling({ objectionId: o.objectionId, upheld: false })}
                        >
                          {t('reviewFinal.dismiss')}
                        </Button>
                      </Space>
                    </Auth>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  <Tag color={COLORS[o.status]}>
                    {t(`reviewFinal.objectionStatus${o.status as '0' | '1' | '2'}`)}
                  </Tag>
                  {o.createTime}
                  {o.contact}
                </Space>
              }
              description={
                <>
                  <div>{o.content}</div>
                  {o.handleOpinion && (
                    <div>
                      {t('reviewFinal.handleOpinion')}：{o.handleOpinion}
                    </div>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Modal
        open={handling !== null}
        title={handling?.upheld ? t('reviewFinal.uphold') : t('reviewFinal.dismiss')}
        onCancel={() => setHandling(null)}
        onOk={() => void handle()}
        okButtonProps={{ disabled: !opinion.trim(), danger: handling?.upheld }}
      >
        <Input.TextArea
          rows={3}
          placeholder={t('reviewFinal.handleOpinion')}
          value={opinion}
          onChange={(e) => setOpinion(e.target.value)}
        />
      </Modal>
    </Drawer>
  );
}

import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATINGS, type ReviewRating } from '@zcps/contracts';
import { useDict } from '../../../lib/dict';
import { groupReviewApi } from '../defense/api';

export interface OpinionTarget {
  declarationId: number;
  applicantName: string;
  rating: string | null;
  opinion: string | null;
}

/** My rating (A–D, review_rating) and opinion of one assigned declaration; changeable until the stage closes. */
export function OpinionModal(props: {
  target: OpinionTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const ratings = useDict('review_rating');
  const [form] = Form.useForm<{ rating: ReviewRating; opinion: string }>();
  const { target } = props;
  const save = async () => {
    const v = await form.validateFields();
    await groupReviewApi.opinion({ declarationId: target!.declarationId, ...v });
    props.onSaved();
  };
  return (
    <Modal
      open={target !== null}
      title={t('reviewDefense.opinionTitle', { name: target?.applicantName ?? '' })}
      onCancel={props.onClose}
      onOk={() => void save()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="review-opinion"
        data-testid="opinion-form"
        initialValues={{ rating: target?.rating ?? undefined, opinion: target?.opinion ?? '' }}
      >
        <Form.Item name="rating" label={t('reviewDefense.rating')} rules={[{ required: true }]}>
          <Radio.Group
            options={REVIEW_RATINGS.map((value) => ({
              value,
              label: ratings.find((d) => d.dictValue === value)?.dictLabel ?? value,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={t('reviewDefense.opinion')}
          rules={[{ required: true, whitespace: true, max: 2000 }]}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

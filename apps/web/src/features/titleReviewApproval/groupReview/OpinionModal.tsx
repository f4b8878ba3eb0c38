import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupReviewOpinionSchema, REVIEW_RATINGS, type ReviewRating } from '@zcps/contracts';
import { dictLabel } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { groupReviewApi } from '../defense/api';
import { DossierLink } from '../reviewRating/DossierLink';

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
  const { target } = props;
  const kit = useModalForm<{ rating: ReviewRating; opinion: string }>({
    open: target !== null,
    target,
    initialValues: () => ({
      rating: (target?.rating ?? undefined) as ReviewRating | undefined,
      opinion: target?.opinion ?? '',
    }),
    save: (values) => groupReviewApi.opinion({ declarationId: target!.declarationId, ...values }),
    onSaved: () => {
      feedback().message.success(t('reviewDefense.opinionSaved'));
      props.onSaved();
    },
    onClose: props.onClose,
  });
  return (
    <ModalForm
      kit={kit}
      title={t('reviewDefense.opinionTitle', { name: target?.applicantName ?? '' })}
      testId="opinion-form"
      formProps={{ name: 'review-opinion' }}
      forceRender={false}
    >
      {target && (
        <div style={{ marginBottom: 8 }}>
          <DossierLink declarationId={target.declarationId} />
        </div>
      )}
      <Form.Item
        name="rating"
        label={t('reviewDefense.rating')}
        rules={rulesFrom(groupReviewOpinionSchema, 'rating')}
      >
        <Radio.Group
          // Like DictTag: the ratings show once their labels are in, never as raw codes first.
          options={
            ratings.length ? REVIEW_RATINGS.map((value) => ({ value, label: dictLabel(ratings, value) })) : []
          }
        />
      </Form.Item>
      <Form.Item
        name="opinion"
        label={t('reviewDefense.opinion')}
        rules={rulesFrom(groupReviewOpinionSchema, 'opinion')}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
    </ModalForm>
  );
}

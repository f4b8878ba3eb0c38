import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobBodySchema, type JobBody, type JobHandlerVo, type JobVo } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { jobApi } from './api';

interface JobFormProps {
  open: boolean;
  job: JobVo | null;
  handlers: JobHandlerVo[];
  onClose: () => void;
  onSaved: () => void;
}

const DEFAULTS: Partial<JobBody> = {
  jobGroup: 'DEFAULT',
  jobParams: '{}',
  misfirePolicy: '1',
  concurrent: '1',
  status: '1',
  timeoutSeconds: 300,
};

/** Next run times of the typed expression, fetched as the user types (debounced). */
function useNextTimes(cron: string | undefined): { times: string[]; error: boolean } {
  const [state, setState] = useState<{ times: string[]; error: boolean }>({ times: [], error: false });
  useEffect(() => {
    if (!cron?.trim()) return setState({ times: [], error: false });
    let live = true;
    const timer = setTimeout(() => {
      jobApi
        .nextTimes(cron.trim())
        .then((res) => live && setState({ times: res.data ?? [], error: false }))
        .catch(() => live && setState({ times: [], error: true }));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cron]);
  return state;
}

export function JobForm({ open, job, handlers, onClose, onSaved }: JobFormProps) {
  const { t } = useTranslation();
  const groups = useDict('sys_job_group');
  const kit = useModalForm<JobBody>({
    open,
    target: job,
    initialValues: () => (job ? ({ ...job, remark: job.remark ?? undefined } as Partial<JobBody>) : DEFAULTS),
    save: (values) => (job ? jobApi.update({ ...values, jobId: job.jobId }) : jobApi.add(values)),
    onSaved,
    onClose,
  });
  const cron = Form.useWatch('cronExpression', kit.form);
  const target = Form.useWatch('invokeTarget', kit.form);
  const next = useNextTimes(cron);
  const handler = handlers.find((h) => h.name === target);
  // Blank text was never told apart from a missing value here.
  const rules = (field: keyof JobBody, options?: RulesOptions) =>
    rulesFrom(jobBodySchema, field, { whitespace: false, ...options });

  return (
    <ModalForm
      kit={kit}
      title={job ? t('monitorJob.editTitle') : t('monitorJob.addTitle')}
      width={760}
      testId="job-form"
    >
      <Form.Item name="jobName" label={t('monitorJob.jobName')} rules={rules('jobName')}>
        <Input data-testid="job-name" />
      </Form.Item>
      <Form.Item
        name="jobGroup"
        label={t('monitorJob.jobGroup')}
        rules={rules('jobGroup', { required: true })}
      >
        <Select options={groups.map((g) => ({ value: g.dictValue, label: g.dictLabel }))} />
      </Form.Item>
      <Form.Item
        name="invokeTarget"
        label={t('monitorJob.invokeTarget')}
        rules={rules('invokeTarget')}
        extra={handler?.description}
      >
        <Select
          data-testid="job-target"
          options={handlers.map((h) => ({ value: h.name, label: `${h.name} — ${h.description}` }))}
        />
      </Form.Item>
      <Form.Item
        name="jobParams"
        label={t('monitorJob.jobParams')}
        extra={handler ? <code>{JSON.stringify(handler.paramsSchema.properties ?? {})}</code> : undefined}
        rules={[
          {
            validator: async (_rule, value: string) => {
              JSON.parse(value?.trim() || '{}');
            },
            message: t('monitorJob.paramsNotJson'),
          },
        ]}
      >
        <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} data-testid="job-params" />
      </Form.Item>
      <Form.Item
        name="cronExpression"
        label={t('monitorJob.cronExpression')}
        rules={rules('cronExpression')}
        validateStatus={next.error ? 'error' : undefined}
        help={next.error ? t('monitorJob.cronInvalid') : undefined}
      >
        <Input placeholder="0 30 2 * * *" data-testid="job-cron" />
      </Form.Item>
      {next.times.length > 0 && (
        <div data-testid="job-next-times" style={{ marginTop: -12, marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('monitorJob.nextTimes')}</Typography.Text>
          <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {next.times.map((time) => (
              <li key={time}>{time}</li>
            ))}
          </ol>
        </div>
      )}
      <Form.Item name="misfirePolicy" label={t('monitorJob.misfirePolicy')}>
        <Radio.Group
          optionType="button"
          options={['1', '2', '3'].map((v) => ({
            value: v,
            label: t(`monitorJob.misfire${v}` as 'monitorJob.misfire1'),
          }))}
        />
      </Form.Item>
      <Form.Item name="concurrent" label={t('monitorJob.concurrent')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: '0', label: t('monitorJob.allow') },
            { value: '1', label: t('monitorJob.forbid') },
          ]}
        />
      </Form.Item>
      <Form.Item name="timeoutSeconds" label={t('monitorJob.timeoutSeconds')}>
        <InputNumber min={1} max={86400} />
      </Form.Item>
      <Form.Item name="status" label={t('monitorJob.status')}>
        <Radio.Group
          options={[
            { value: '0', label: t('monitorJob.normal') },
            { value: '1', label: t('monitorJob.paused') },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('monitorJob.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </ModalForm>
  );
}

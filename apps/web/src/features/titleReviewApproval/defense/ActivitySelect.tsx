import { useEffect } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActivityOptions } from './api';

/** Picks the activity a stage page works on; the first in progress is chosen when none is. */
export function ActivitySelect(props: { value: number | undefined; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const { data = [] } = useActivityOptions();
  const { value, onChange } = props;
  useEffect(() => {
    if (value === undefined && data[0]) onChange(data[0].activityId);
  }, [value, data, onChange]);
  return (
    <Select
      aria-label={t('reviewDefense.activity')}
      placeholder={t('reviewDefense.activity')}
      value={value}
      onChange={onChange}
      style={{ width: 320 }}
      options={data.map((a) => ({ value: a.activityId, label: a.activityName }))}
    />
  );
}

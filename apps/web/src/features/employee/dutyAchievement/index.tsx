import { RecordListPage } from '../records/RecordListPage';

/** 任职业绩: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="dutyAchievement" />;
}

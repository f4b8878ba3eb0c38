import { RecordListPage } from '../records/RecordListPage';

/** 年度考核: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="yearlyAchievement" />;
}

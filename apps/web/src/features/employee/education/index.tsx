import { RecordListPage } from '../records/RecordListPage';

/** 学历学位: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="education" />;
}

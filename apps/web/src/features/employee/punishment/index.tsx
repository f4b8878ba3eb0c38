import { RecordListPage } from '../records/RecordListPage';

/** 处分情况: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="punishment" />;
}

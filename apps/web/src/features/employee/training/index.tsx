import { RecordListPage } from '../records/RecordListPage';

/** 继续教育: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="training" />;
}

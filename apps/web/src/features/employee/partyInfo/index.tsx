import { RecordListPage } from '../records/RecordListPage';

/** 党团信息: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="partyInfo" />;
}

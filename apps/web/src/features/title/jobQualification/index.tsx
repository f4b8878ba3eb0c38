import { RecordListPage } from '../../employee/records/RecordListPage';

/** 岗位资格: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="jobQualification" />;
}

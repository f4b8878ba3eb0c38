import { RecordListPage } from '../records/RecordListPage';

/** 论文著作: the records of every employee the caller reaches (the generic sub-record screen). */
export function Page() {
  return <RecordListPage kind="academicWorks" />;
}

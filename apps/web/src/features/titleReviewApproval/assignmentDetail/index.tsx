/** 分配明细 (review approval page `titleReviewApproval/assignmentDetail/index`). */
export { AssignmentDetail as Page } from './AssignmentDetail';

/** 评审分配 (职称管理 page `title/assignment/index`): the same screen as 分配明细. */
export { AssignmentDetail as Page } from '../../titleReviewApproval/assignmentDetail/AssignmentDetail';

import { describe, expect, it } from 'vitest';
import { opinionForApplicant, operatorForApplicant } from './trail-audience.js';
import { roundOpinion } from './review-words.js';

describe('what the applicant reads of a trail row', () => {
  it('keeps reasons addressed to the applicant and a tally’s round; drops the office’s and experts’ notes', () => {
    expect(opinionForApplicant('return', '学历证书不清晰')).toBe('学历证书不清晰');
    expect(opinionForApplicant('check_reject', '任职年限不足')).toBe('任职年限不足');
    expect(opinionForApplicant('committee_pass', roundOpinion(true, 2))).toBe(roundOpinion(true, 2));
    expect(opinionForApplicant('review_close', '专家罗芳丽因故未能提交评议')).toBeNull();
    expect(opinionForApplicant('defense_pass', '答辩表现一般')).toBeNull();
    expect(opinionForApplicant('team_fail', '多数专家认为业绩不足')).toBeNull();
    expect(opinionForApplicant('some_new_action', '备注')).toBeNull();
  });

  it('names no one who acted in the experts’ stages (a defense secretary is an expert)', () => {
    expect(operatorForApplicant('defense_pass', '罗芳丽')).toBeNull();
    expect(operatorForApplicant('team_pass', '罗芳丽')).toBeNull();
    expect(operatorForApplicant('return', '评审办王老师')).toBe('评审办王老师');
    expect(operatorForApplicant('recommend', '华信建设集团')).toBe('华信建设集团');
  });
});

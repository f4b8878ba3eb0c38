import type { TitleRule } from '@zcps/contracts';

/** Builders of the seeded declare conditions (title-conditions*.ts), each with the text the office reads. */

export type Rule = TitleRule & { description: string };

export const education = (minEducation: string, description: string): Rule => ({
  ruleKind: 'education',
  params: { minEducation },
  description,
});
export const seniority = (byEducation: [string, number][], description: string): Rule => ({
  ruleKind: 'seniority',
  params: { byEducation: byEducation.map(([code, years]) => ({ education: code, years })) },
  description,
});
export const currentTitle = (minLevel: '2' | '3' | '4', description: string): Rule => ({
  ruleKind: 'current_title',
  params: { minLevel, sameSeries: true },
  description,
});
export const assessment = (years: number, description: string): Rule => ({
  ruleKind: 'assessment',
  params: { years, minResult: '2' },
  description,
});
export const training = (years: number, description: string): Rule => ({
  ruleKind: 'training',
  params: { years, hours: years * 90, professionalShare: 0.67 },
  description,
});
export const noPunishment = (years: number): Rule => ({
  ruleKind: 'no_punishment',
  params: { years },
  description: `近${years}年未受处分或处分影响期已满`,
});

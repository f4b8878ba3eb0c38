import type { Bilingual } from '@zcps/contracts';
import { message, type Message } from '../../../platform/i18n/format.js';

/**
 * What the eligibility rules read of an employee: the record's own fields and the APPROVED sub-records only
 * (record_check_status 4). Dates are `yyyy-MM-dd` strings, so they compare as text.
 */
export interface Dossier {
  employee: {
    employeeId: number;
    employeeName: string;
    currentTitleLevel: string | null;
    /** The series of the current title (or of the record, without a title id). */
    currentTitleSeriesId: number | null;
    currentTitleDate: string | null;
    workStartDate: string | null;
  };
  educations: { education: string }[];
  assessments: { assessYear: number; result: string }[];
  trainings: { startDate: string; endDate: string | null; courseType: string; hours: number }[];
  works: {
    worksType: string;
    publishDate: string;
    paperIndex: string | null;
    authorRank: number;
    isRepresentative: boolean;
  }[];
  achievements: { startDate: string; endDate: string | null; ownRole: string }[];
  rewards: { awardLevel: string; awardDate: string }[];
  punishments: { punishDate: string; liftedDate: string | null }[];
}

/** The dictionaries whose labels a reason names. */
export type LabelDict =
  | 'education'
  | 'title_level'
  | 'assessment_result'
  | 'award_level'
  | 'works_type'
  | 'paper_index'
  | 'achievement_role';

/** The label of a dictionary value in both languages (the value itself when unknown). */
export type Labeler = (dict: LabelDict, code: string) => Bilingual;

export interface RuleContext {
  /** The day the rules are checked at. */
  evalDate: string;
  /** The title applied for. */
  title: { seriesId: number; titleLevel: string };
  label: Labeler;
}

export interface RuleOutcome {
  pass: boolean;
  found: number | string | null;
  required: number | string | null;
  reason: Bilingual;
}

export function emptyDossier(employee: Dossier['employee']): Dossier {
  return {
    employee,
    educations: [],
    assessments: [],
    trainings: [],
    works: [],
    achievements: [],
    rewards: [],
    punishments: [],
  };
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** Whole months from `from` to `to` (0 when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

/** The same day `years` years earlier (29 February becomes the 28th). */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = parts(date);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${y - years}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today in the server's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "4年6个月" / "4 years 6 months". */
export function spanText(months: number): Message {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const years = message(y > 1 ? 'eligibility.span.years' : 'eligibility.span.year', { count: y });
  const monthsText = message(m === 1 ? 'eligibility.span.month' : 'eligibility.span.months', { count: m });
  if (!y) return monthsText;
  return m ? message('eligibility.span.both', { years, months: monthsText }) : years;
}

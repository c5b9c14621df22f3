/**
 * An import warning in the editor's language: a warning the import reported with a code (src/import/warnings.ts)
 * is written from `admin.importWarning.<code>` with its parameters; one without a code, or from a report of
 * before codes, keeps the import's English sentence.
 */
import { isWarningCode, type WarningParams } from '../../import/warnings';
import type { Tr } from './tr';

export interface IssueLike {
  message: string;
  code?: unknown;
  params?: unknown;
}

const isParams = (v: unknown): v is WarningParams =>
  !!v && typeof v === 'object' && Object.values(v).every((x) => typeof x === 'string' || typeof x === 'number');

export function importWarningText(t: Tr, issue: IssueLike): string {
  if (!isWarningCode(issue.code)) return issue.message;
  const key = `admin.importWarning.${issue.code}`;
  const text = t(key, isParams(issue.params) ? issue.params : {});
  return text === key ? issue.message : text;
}

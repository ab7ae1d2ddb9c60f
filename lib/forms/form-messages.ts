/**
 * The words a form shows for what went wrong, picked from its copy (content/copy/forms.yaml)
 * and filled with the values each message names.
 */
import formsCopy from '@/content/copy/forms.yaml';
import { fill } from '@/lib/text/fill';
import type { Failure } from '@/lib/forms/submit';
import { PHONE_DIGITS, type Problem } from '@/lib/forms/validation';

/** Beside a field that needs a change (it also gets aria-invalid and aria-describedby). */
export function fieldMessage(problem: Problem): string {
  const say = formsCopy.fieldMessages;
  if (problem.type === 'phone') return fill(say.phone, PHONE_DIGITS);
  if (problem.type === 'tooLong') return fill(say.tooLong, { max: problem.max, length: problem.length });
  return say[problem.type];
}

/** Why a form was not sent, after the notice's title; what was typed is kept. */
export function notSentMessage(failure: Failure): string {
  const say = formsCopy.notices.notSent;
  return failure.reason === 'http' ? fill(say.http, { status: failure.status }) : say[failure.reason];
}

/** The notice that lists the fields still empty, by their labels, under the form's own title. */
export const missingFieldsNotice = (title: string, labels: Record<string, string>) => (missing: string[]) => ({
  title,
  description: fill(formsCopy.missingFields, { fields: missing.map((name) => labels[name]).join(', ') }),
});

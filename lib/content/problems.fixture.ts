import { ContentError } from './load';

/** The problems the content check reports for `run`, which must refuse its content. */
export function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected a ContentError');
}

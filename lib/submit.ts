/**
 * The one submission path for every form on the site. By default it simulates sending
 * (the spec: nothing leaves the browser); when NEXT_PUBLIC_FORM_ENDPOINT is set at build
 * time it POSTs JSON there instead.
 */
import { logger } from './logger';

export const SIMULATED_DELAY_MS = 1500;

export type FormName = 'contact' | 'lead' | 'application' | 'trainer';
export type Payload = Record<string, string | number | boolean | null | undefined>;
export type SubmitResult = { ok: true } | { ok: false; error: string };

interface Options {
  endpoint?: string;
  delayMs?: number;
  fetchImpl?: typeof fetch;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function submitForm(form: FormName, payload: Payload, options: Options = {}): Promise<SubmitResult> {
  const endpoint = options.endpoint ?? process.env.NEXT_PUBLIC_FORM_ENDPOINT ?? '';
  if (!endpoint) {
    await wait(options.delayMs ?? SIMULATED_DELAY_MS);
    logger.success(`Simulated ${form} submission`, payload);
    return { ok: true };
  }
  try {
    const response = await (options.fetchImpl ?? fetch)(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ form, ...payload }),
    });
    if (!response.ok) {
      logger.error(`The ${form} form endpoint answered ${response.status}`);
      return { ok: false, error: `The server answered with status ${response.status}.` };
    }
    logger.success(`Sent ${form} submission`);
    return { ok: true };
  } catch (error) {
    logger.error(`The ${form} form could not reach its endpoint`, error);
    return { ok: false, error: 'We could not reach the server. Check your connection and try again.' };
  }
}

/** Names of required fields that are empty or whitespace only, in the given order. */
export function missingFields<T extends Record<string, unknown>, K extends keyof T & string>(values: T, required: readonly K[]): K[] {
  return required.filter((key) => {
    const value = values[key];
    if (typeof value === 'string') return value.trim() === '';
    return value === null || value === undefined;
  });
}

/**
 * The one submission path for every form on the site. Without an endpoint it simulates
 * sending (the spec: nothing leaves the browser). With FORM_ENDPOINT set at build time it
 * POSTs multipart/form-data there, the way hosted form services (Formspree, Getform,
 * Web3Forms) and a native form post expect, files included.
 * Log lines name the form and the outcome only: never a value a visitor typed.
 */
import { asCellText } from './cell-text.cjs';
import { logger } from '../browser/logger';

export const SIMULATED_DELAY_MS = 1500;
export const TIMEOUT_MS = 15_000;

export type FormName = 'contact' | 'lead' | 'application' | 'quote';
export type Fields = Record<string, string | Blob>;
export type Failure = { reason: 'timeout' } | { reason: 'network' } | { reason: 'http'; status: number };
export type SubmitResult = { ok: true } | ({ ok: false } & Failure);

/** The endpoint this build sends to ('' when it simulates). */
export const formEndpoint = (): string => process.env.NEXT_PUBLIC_FORM_ENDPOINT ?? '';

/**
 * The field that tells the receiving service which form a submission came from: added here, to
 * every send by script; a form a browser may post itself carries it too (NativePostFields).
 */
export const FORM_NAME_FIELD = 'form';

interface Options {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** A bot was detected: behave exactly like a success, but send nothing. */
  discard?: boolean;
}

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks) are invisible, and one in a
 * name can make an inbox show "Ravi‮gpj.exe" as something else: what is sent has none.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

export { asCellText };

/**
 * What is sent: every text without bidirectional controls and safe in a spreadsheet's cell, a
 * file's name too (a service's export lists the résumé by it).
 */
export function toFormData(form: FormName, fields: Fields): FormData {
  const data = new FormData();
  data.set(FORM_NAME_FIELD, form);
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.set(name, asCellText(withoutBidiControls(value)));
    else if (value instanceof File) data.set(name, value, asCellText(withoutBidiControls(value.name)));
    else data.set(name, value);
  }
  return data;
}

export async function submitForm(form: FormName, fields: Fields, options: Options = {}): Promise<SubmitResult> {
  const endpoint = options.endpoint ?? formEndpoint();
  if (!endpoint || options.discard) {
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_DELAY_MS));
    if (options.discard) logger.debug(`${form} form: not sent (spam check)`);
    else logger.success(`${form} form: simulated send`);
    return { ok: true };
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUT_MS);
  try {
    // No Content-Type header: the browser writes multipart/form-data with its boundary.
    const response = await (options.fetchImpl ?? fetch)(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: toFormData(form, fields),
      signal: controller.signal,
    });
    if (!response.ok) {
      logger.error(`${form} form: not sent, the endpoint answered ${response.status}`);
      return { ok: false, reason: 'http', status: response.status };
    }
    logger.success(`${form} form: sent`);
    return { ok: true };
  } catch {
    // The error itself is not logged: its text is the browser's and says nothing we need.
    logger.error(
      `${form} form: not sent, ${timedOut ? 'the endpoint did not answer in time' : 'the endpoint could not be reached'}`,
    );
    return { ok: false, reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

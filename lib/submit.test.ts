import { missingFields, SIMULATED_DELAY_MS, submitForm } from './submit';

describe('submitForm', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('simulates by default: resolves ok after the spec delay and sends nothing', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn();
    let result: unknown;
    const promise = submitForm('contact', { name: 'A' }, { endpoint: '', fetchImpl }).then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await promise;
    expect(result).toEqual({ ok: true });
    expect(fetchImpl).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('POSTs JSON to a configured endpoint', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    const result = await submitForm('lead', { name: 'Asha', city: '' }, { endpoint: 'https://forms.example/in', fetchImpl });
    expect(result).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('https://forms.example/in', expect.objectContaining({ method: 'POST' }));
    const body = JSON.parse(fetchImpl.mock.calls[0][1].body);
    expect(body).toEqual({ form: 'lead', name: 'Asha', city: '' });
  });

  it('reports an HTTP error without throwing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    const result = await submitForm('contact', {}, { endpoint: '/x', fetchImpl });
    expect(result).toEqual({ ok: false, error: expect.stringContaining('503') });
  });

  it('reports a network error without throwing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await submitForm('application', {}, { endpoint: '/x', fetchImpl });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/could not reach/) });
  });
});

describe('missingFields', () => {
  it('treats empty and whitespace-only values as missing, in the given order', () => {
    expect(missingFields({ name: ' ', email: 'a@b.in', message: '' }, ['name', 'email', 'message'])).toEqual(['name', 'message']);
    expect(missingFields({ name: 'x' }, ['name'])).toEqual([]);
  });
});

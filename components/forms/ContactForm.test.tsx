import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from './ContactForm';
import Notifications from '@/components/ui/Notifications';
import { MIN_FILL_MS } from '@/lib/forms/spam';
import { UTM_KEYS } from '@/lib/analytics/attribution';
import formsCopy from '@/content/copy/forms.yaml';
import { fill } from '@/lib/text/fill';
import { contactFormSpec } from '@/lib/forms/form-spec';
import { labelOf, sampleValue } from '@/e2e/fill-form';

const ENDPOINT = 'https://forms.example/f/abc';
const copy = formsCopy.contactForm;
const say = formsCopy.fieldMessages;
const label = copy.fields;

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <ContactForm />
      <Notifications />
    </>,
  );
  return user;
}

/** Fills every field of the form's spec as e2e/fill-form.ts does (these values, else a valid sample), and returns what it filled. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const values: Record<string, string> = {
    name: 'Meera Nair',
    email: 'meera@example.in',
    message: 'Need a React lead.',
  };
  for (const [name, field] of Object.entries(contactFormSpec(copy))) {
    const control = screen.getByLabelText(labelOf(field));
    const value = (values[name] ??= sampleValue(field));
    if (field.rule.kind === 'choice') await user.selectOptions(control, value);
    else {
      // Cleared first: user-event keeps its own copy of what it typed into a field, which the
      // form's reset after a send (form.reset(), as in a browser) does not update.
      await user.clear(control);
      await user.type(control, value);
    }
  }
  return values;
}

/** Lets the submit handler's awaited checks settle and React render what they set. */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

/** A person takes longer than the minimum fill time. */
const pause = () => act(() => jest.advanceTimersByTime(MIN_FILL_MS));

describe('ContactForm', () => {
  let consoleCalls: jest.SpyInstance[];
  beforeEach(() => {
    consoleCalls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation(() => {}),
    );
  });
  /** Whatever happened, nothing the visitor typed may reach the console. */
  const logged = () => consoleCalls.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n');
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  });

  it('marks each problem beside its field, shows the spec notice and focuses the first', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(label.name), 'Meera Nair');
    await user.type(screen.getByLabelText(label.email), 'a@');
    await user.type(screen.getByLabelText(label.message), ' \u200B ');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(copy.missing.title)).toBeInTheDocument();
    expect(screen.getByText(copy.missing.description)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByLabelText(label.name)).toHaveValue('Meera Nair');
    expect(screen.getByLabelText(label.name)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(label.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label.email)).toHaveAccessibleDescription(say.email);
    expect(screen.getByLabelText(label.message)).toHaveAccessibleDescription(say.missing);
    expect(screen.getByLabelText(label.email)).toHaveFocus();

    // Fixing a field clears its message.
    await user.type(screen.getByLabelText(label.email), 'b.in');
    expect(screen.getByLabelText(label.email)).not.toHaveAttribute('aria-invalid');
  });

  it('holds a value to its limit, as the browser does with JavaScript off, and sends it', async () => {
    const user = setup();
    await user.click(screen.getByLabelText(label.name));
    await user.paste('N'.repeat(101));
    await user.type(screen.getByLabelText(label.email), 'meera@example.in');
    await user.type(screen.getByLabelText(label.message), 'Hi');
    expect(screen.getByLabelText(label.name)).toHaveValue('N'.repeat(100));
    await pause();
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await settle();
    expect(screen.getByLabelText(label.name)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(formsCopy.notices.invalid.title)).not.toBeInTheDocument();
  });

  it('simulated: idle → sending (1500 ms, disabled, spinner) → cleared with the success notice', async () => {
    const user = setup();
    await fillIn(user);
    pause();
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await settle();

    const busy = screen.getByRole('button', { name: copy.sending });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText(label.name)).toBeDisabled();
    expect(screen.getByLabelText(label.email)).toBeDisabled();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1499);
    });
    expect(screen.getByRole('button', { name: copy.sending })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });

    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(screen.getByText(copy.success.description)).toBeInTheDocument();
    expect(screen.getByLabelText(label.name)).toHaveValue('');
    expect(screen.getByLabelText(label.message)).toHaveValue('');
    expect(logged()).toMatch(/contact form: simulated send/);
    expect(logged()).not.toMatch(/Meera|meera@|React lead/);
  });

  describe('with an endpoint', () => {
    let fetchMock: jest.Mock;
    beforeEach(() => {
      process.env.NEXT_PUBLIC_FORM_ENDPOINT = ENDPOINT;
      fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
      global.fetch = fetchMock;
    });

    it('posts natively to the endpoint before the script runs', () => {
      setup();
      const form = screen.getByRole('button', { name: copy.submit }).closest('form')!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      expect(form).toHaveAttribute('action', ENDPOINT);
    });

    it('sends once, however often it is submitted while sending', async () => {
      let answer: (response: Partial<Response>) => void = () => {};
      fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const user = setup();
      const filled = await fillIn(user);
      pause();
      const form = screen.getByRole('button', { name: copy.submit }).closest('form')!;
      await user.dblClick(screen.getByRole('button', { name: copy.submit }));
      act(() => {
        form.requestSubmit();
      });
      await settle();
      expect(screen.getByRole('button', { name: copy.sending })).toBeDisabled();
      await act(async () => answer({ ok: true, status: 200 }));
      expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const body = fetchMock.mock.calls[0][1].body as FormData;
      expect(Object.fromEntries(body)).toEqual({
        form: 'contact',
        ...filled,
        // Where the visit came from (lib/analytics/attribution.ts): here a direct visit to the home page, untagged.
        ...Object.fromEntries(UTM_KEYS.map((key) => [key, ''])),
        landing_page: '/',
        referrer_origin: '',
        form_page: '/',
      });
    });

    it('keeps everything typed when the endpoint fails', async () => {
      fetchMock.mockResolvedValue({ ok: false, status: 500 });
      const user = setup();
      await fillIn(user);
      pause();
      await user.click(screen.getByRole('button', { name: copy.submit }));
      expect(await screen.findByText(formsCopy.notices.notSent.title)).toBeInTheDocument();
      expect(screen.getByText(fill(formsCopy.notices.notSent.http, { status: 500 }))).toBeInTheDocument();
      expect(screen.getByLabelText(label.name)).toHaveValue('Meera Nair');
      expect(screen.getByLabelText(label.message)).toHaveValue('Need a React lead.');
      expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled();
      expect(logged()).toMatch(/contact form: not sent/);
      expect(logged()).not.toMatch(/Meera|meera@|React lead/);
    });

    it('gives a bot the usual success and sends nothing', async () => {
      const user = setup();
      await fillIn(user);
      // Sent sooner than the minimum fill time.
      await user.click(screen.getByRole('button', { name: copy.submit }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      expect(await screen.findByText(copy.success.title)).toBeInTheDocument();

      // The honeypot, however slowly.
      await fillIn(user);
      (document.querySelector('[name="_gotcha"]') as HTMLInputElement).value = 'https://spam.example';
      pause();
      await user.click(screen.getByRole('button', { name: copy.submit }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      expect(screen.getByLabelText(label.name)).toHaveValue('');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from './ContactForm';
import Notifications from '@/components/ui/Notifications';
import { MIN_FILL_MS } from '@/lib/spam';
import { UTM_KEYS } from '@/lib/attribution';

const ENDPOINT = 'https://forms.example/f/abc';

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

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Meera Nair');
  await user.type(screen.getByLabelText('Email'), 'meera@example.in');
  await user.type(screen.getByLabelText('Message'), 'Need a React lead.');
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
    await user.type(screen.getByLabelText('Name'), 'Meera Nair');
    await user.type(screen.getByLabelText('Email'), 'a@');
    await user.type(screen.getByLabelText('Message'), ' \u200B ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Uh oh! Something is missing.')).toBeInTheDocument();
    expect(screen.getByText('Please fill out all fields before submitting.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Nair');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an e-mail address like name@company.com.',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    // Fixing a field clears its message.
    await user.type(screen.getByLabelText('Email'), 'b.in');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('explains a value that is too long instead of cutting it', async () => {
    const user = setup();
    await user.click(screen.getByLabelText('Name'));
    await user.paste('N'.repeat(101));
    await user.type(screen.getByLabelText('Email'), 'meera@example.in');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();
    expect(screen.getByLabelText('Name')).toHaveValue('N'.repeat(101));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Please keep this to 100 characters or fewer (it has 101).',
    );
    expect(await screen.findByText('Please check your details')).toBeInTheDocument();
  });

  it('simulated: idle → sending (1500 ms, disabled, spinner) → cleared with the success notice', async () => {
    const user = setup();
    await fillIn(user);
    pause();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();

    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1499);
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("Thanks for reaching out! We'll get back to you soon.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
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
      const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      expect(form).toHaveAttribute('action', ENDPOINT);
    });

    it('sends once, however often it is submitted while sending', async () => {
      let answer: (response: Partial<Response>) => void = () => {};
      fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const user = setup();
      await fillIn(user);
      pause();
      const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
      await user.dblClick(screen.getByRole('button', { name: 'Send Message' }));
      act(() => {
        form.requestSubmit();
      });
      await settle();
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await act(async () => answer({ ok: true, status: 200 }));
      expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const body = fetchMock.mock.calls[0][1].body as FormData;
      expect(Object.fromEntries(body)).toEqual({
        form: 'contact',
        name: 'Meera Nair',
        email: 'meera@example.in',
        message: 'Need a React lead.',
        // Where the visit came from (lib/attribution.ts): here a direct visit to the home page, untagged.
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
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Your message was not sent')).toBeInTheDocument();
      expect(screen.getByText(/answered with an error \(500\)/)).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Meera Nair');
      expect(screen.getByLabelText('Message')).toHaveValue('Need a React lead.');
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      expect(logged()).toMatch(/contact form: not sent/);
      expect(logged()).not.toMatch(/Meera|meera@|React lead/);
    });

    it('gives a bot the usual success and sends nothing', async () => {
      const user = setup();
      await fillIn(user);
      // Sent sooner than the minimum fill time.
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      expect(await screen.findByText('Message Sent!')).toBeInTheDocument();

      // The honeypot, however slowly.
      await fillIn(user);
      (document.querySelector('[name="_gotcha"]') as HTMLInputElement).value = 'https://spam.example';
      pause();
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      expect(screen.getByLabelText('Name')).toHaveValue('');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});

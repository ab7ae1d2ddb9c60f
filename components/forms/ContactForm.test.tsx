import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from './ContactForm';
import Notifications from '@/components/ui/Notifications';

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

describe('ContactForm', () => {
  let logSpy: jest.SpyInstance;
  beforeEach(() => {
    logSpy = jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('rejects missing and whitespace-only fields with the destructive notice, keeping input', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Name'), 'Meera Nair');
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Uh oh! Something is missing.')).toBeInTheDocument();
    expect(screen.getByText('Please fill out all fields before submitting.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Nair');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('goes idle → sending (1500 ms, disabled, spinner) → cleared with the success notice', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Name'), 'Meera Nair');
    await user.type(screen.getByLabelText('Email'), 'meera@example.in');
    await user.type(screen.getByLabelText('Message'), 'Need a React lead.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

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
    expect(logSpy).toHaveBeenCalledWith(
      expect.any(String),
      expect.any(String),
      'Contact form submitted',
      expect.objectContaining({ name: 'Meera Nair', email: 'meera@example.in', recipient: 'hello@quantivo.example' }),
    );
  });

  it('ignores a second submit while sending', async () => {
    const user = setup();
    const success = jest.spyOn(console, 'log');
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'a@b.in');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    act(() => {
      form.requestSubmit();
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(success.mock.calls.filter((c) => String(c[2]).startsWith('Simulated contact'))).toHaveLength(1);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import Notifications from './Notifications';
import { notify, NOTICE_DURATION_MS, type Notice } from './notify';
import uiCopy from '@/content/copy/ui.yaml';

const copy = uiCopy.notifications;

/** Shows a notice and lets the lazily loaded notification library render it. */
async function show(...notices: Notice[]) {
  await act(async () => {
    for (const notice of notices) notify(notice);
    await Promise.resolve();
  });
  await screen.findAllByText(notices.at(-1)!.title);
}

describe('notifications', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    render(<Notifications />);
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('loads nothing until the first notice', () => {
    expect(screen.getByRole('region', { name: copy.region })).toBeEmptyDOMElement();
  });

  it('shows a title and description, announced as status, and hides after 5 s', async () => {
    await show({ title: 'Saved', description: 'All good.', variant: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByText('All good.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 100));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps only one notice visible at a time', async () => {
    await show({ title: 'First', description: 'one' }, { title: 'Second', description: 'two' });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    await show({ title: 'Third', description: 'three' });
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('uses an alert role for the destructive variant and closes with its button', async () => {
    await show({ title: 'Oops', description: 'Failed', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
    fireEvent.click(screen.getByRole('button', { name: copy.close }));
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('Oops')).not.toBeInTheDocument();
  });

  it('dismisses on a swipe of more than 50 px but not less', async () => {
    await show({ title: 'Swipe me', description: 'x' });
    const card = screen.getByRole('status');
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerMove(card, { clientX: 140 });
    fireEvent.pointerUp(card);
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerMove(card, { clientX: 160 });
    fireEvent.pointerUp(card);
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('F8 moves focus into the notification region', async () => {
    await show({ title: 'Focus me', description: 'x' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('button', { name: copy.close })).toHaveFocus();
  });
});

/**
 * Shows a notification. The notification library loads only when the first notice is shown
 * (components/ui/Notifications.tsx listens for this event), so pages pay nothing up front.
 */
export type NoticeVariant = 'success' | 'destructive' | 'info';

export interface Notice {
  title: string;
  description: string;
  variant?: NoticeVariant;
  /** Milliseconds; the spec's default is 5 s. */
  duration?: number;
}

export const NOTICE_DURATION_MS = 5000;
export const SWIPE_DISMISS_PX = 50;
export const NOTIFY_EVENT = 'quantivo:notify';

export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTIFY_EVENT, { detail: notice }));
}

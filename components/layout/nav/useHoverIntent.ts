import { useEffect, useRef, type PointerEvent } from 'react';

interface HoverIntent {
  /** Runs this long after a mouse comes to rest on the element (0: at once); none: only stops a pending leave. */
  onEnter?: () => void;
  enterDelayMs?: number;
  /** Runs this long after the mouse leaves, unless it comes back first; none: only stops a pending enter. */
  onLeave?: () => void;
  leaveDelayMs?: number;
}

/**
 * Open and close delays for a menu the mouse opens: the latest enter or leave wins, so a pointer
 * passing over a trigger or crossing a gap changes nothing. Touch and pen are left to clicks.
 * Returns the element's pointer handlers and `cancel`, which drops whatever is pending.
 */
export function useHoverIntent({ onEnter, enterDelayMs = 0, onLeave, leaveDelayMs = 0 }: HoverIntent) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => clearTimeout(timer.current);
  const after = (delay: number, run: (() => void) | undefined) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancel();
    if (!run) return;
    if (delay) timer.current = setTimeout(run, delay);
    else run();
  };
  return { onPointerEnter: after(enterDelayMs, onEnter), onPointerLeave: after(leaveDelayMs, onLeave), cancel };
}

'use client';

import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/browser/logger';

/** Set when an island's download fails: arms a fresh attempt once the error reached a boundary. */
const retries = new WeakMap<object, () => void>();

/**
 * React.lazy for an island loaded on demand. A failed download stays cached until the island's
 * IslandBoundary has it, since React renders once more after an error and a fresh download then
 * would loop; `prefetch` starts the download on a sign of intent.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let attempt: ReturnType<typeof load> | null = null;
  // React.lazy keeps a rejected import for good, so a retry needs a new lazy component.
  const retry = () => {
    attempt = null;
    Current = lazy(start);
  };
  const start = () =>
    (attempt ??= load().catch((error: unknown) => {
      if (typeof error === 'object' && error) retries.set(error, retry);
      else retry();
      throw error;
    }));
  let Current = lazy(start);
  const Island = (props: P) => <Current {...props} />;
  Island.prefetch = () => void start().catch(() => {});
  return Island;
}

interface BoundaryProps {
  /** Names the island in the console. */
  name: string;
  /** Shown instead of the island once it failed (null: nothing). */
  fallback: ReactNode;
  /** A new value clears the failure, so the island is tried again (with a fresh import). */
  resetKey?: unknown;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey?: unknown;
}

/**
 * Keeps a failing island (typically a chunk that could not download: offline, or a tab left
 * open across a redeploy) to itself: the rest of the page, and anything typed in it, stays.
 */
export class IslandBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (typeof error === 'object' && error) retries.get(error)?.();
    logger.warn(`${this.props.name} could not load`, { error, componentStack: info.componentStack });
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true once this island's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

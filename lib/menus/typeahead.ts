/** Menus reset what the user typed after this pause (spec: 1 s). */
export const TYPEAHEAD_RESET_MS = 1000;

/**
 * Typeahead for menus: characters typed within TYPEAHEAD_RESET_MS of each other build one
 * search string; the next item (after the current one, wrapping) whose label starts with it wins.
 */
export function createTypeahead(now: () => number = Date.now) {
  let buffer = '';
  let last = 0;
  return {
    match(key: string, labels: string[], current: number): number {
      const time = now();
      buffer = time - last > TYPEAHEAD_RESET_MS ? key.toLowerCase() : buffer + key.toLowerCase();
      last = time;
      // Repeating one letter cycles through items with that initial.
      const query = buffer.length > 1 && [...buffer].every((c) => c === buffer[0]) ? buffer[0]! : buffer;
      const start = query.length === 1 ? current + 1 : Math.max(current, 0);
      for (let i = 0; i < labels.length; i++) {
        const index = (start + i) % labels.length;
        if (labels[index]!.trim().toLowerCase().startsWith(query)) return index;
      }
      return -1;
    },
    get buffer() {
      return buffer;
    },
  };
}

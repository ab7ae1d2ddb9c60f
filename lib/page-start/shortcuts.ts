/** Keyboard shortcuts as `aria-keyshortcuts` writes them ("Control+K Meta+K /"), for dialogs.ts. */
const MODIFIERS = { Control: 'ctrlKey', Meta: 'metaKey', Alt: 'altKey' } as const;
type Modifier = keyof typeof MODIFIERS;

/**
 * Whether a keydown is one of the shortcuts. Shift is left out, as layouts need it for some keys
 * ('/' on a German keyboard). One with a modifier works anywhere; a bare key, not while typing.
 */
export function pressed(shortcuts: string, event: KeyboardEvent): boolean {
  const held = (Object.keys(MODIFIERS) as Modifier[]).filter((name) => event[MODIFIERS[name]]);
  return shortcuts.split(' ').some((shortcut) => {
    const parts = shortcut.split('+');
    const key = parts.pop()!.toLowerCase();
    const needed = parts.filter((part): part is Modifier => part in MODIFIERS);
    return (
      event.key.toLowerCase() === key &&
      needed.length === held.length &&
      needed.every((name) => held.includes(name)) &&
      (held.length > 0 || !isTyping(event.target))
    );
  });
}

/** A field the visitor types in; not one of a dialog just closed, which keeps focus until the next frame. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    !target.closest('dialog:not([open])') &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

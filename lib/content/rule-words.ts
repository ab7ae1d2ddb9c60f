/**
 * Words for the rules that both the CMS form and the content check state, kept in one place so an
 * editor reads the same sentence before Save (a field's hint) and in a refused publish's log.
 */

/** A list's minimum: "Add at least 3 responsibilities." / "Add at least one tag." */
export function listMinimum(label: string, itemLabel: string, min: number): string {
  return min === 1 ? `Add at least one ${itemLabel.toLowerCase()}.` : `Add at least ${min} ${label.toLowerCase()}.`;
}

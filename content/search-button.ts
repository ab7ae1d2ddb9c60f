/** The header search button's label, apart from the dialog copy so every page loads only this. */
export const searchButton = { label: 'Search', shortcut: 'Ctrl K' } as const;

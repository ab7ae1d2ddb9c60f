export const SYSTEM_CHROMIUM: string[];
export const HOW_TO_GET_ONE: string;
export function findChrome(): string | { playwright: string } | undefined;
export function chromePath(): string | undefined;

import data from '@/content/pages/navigation.yaml';
import type { NavigationCopy } from '@/lib/content/copy/navigation';

/** The menus' and footer columns' words, validated before the build (scripts/prepare-content.mjs). */
export const navigationCopy = data as NavigationCopy;

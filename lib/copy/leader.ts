import data from '@/content/pages/leader.yaml';
import type { LeaderPageCopy } from '@/lib/content/copy/leader';

/** The copy around each leader's profile, validated before the build (scripts/prepare-content.mjs). */
export const leaderCopy = data as LeaderPageCopy;

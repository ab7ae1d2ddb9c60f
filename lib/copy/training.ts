import data from '@/content/pages/training.yaml';
import type { TrainingCopy } from '@/lib/content/copy/training';

/** The corporate training page's copy, validated before the build (scripts/prepare-content.mjs). */
export const trainingCopy = data as TrainingCopy;

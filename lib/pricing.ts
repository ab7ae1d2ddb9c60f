/**
 * The talent pricing formula (spec §9): monthly estimate = technology base cost ×
 * experience multiplier × duration modifier × work-mode modifier, rounded, in rupees.
 */
export const technologies = {
  Oracle: 100000,
  SAP: 120000,
  Salesforce: 95000,
  DevOps: 110000,
  AWS: 105000,
  Azure: 105000,
  Python: 90000,
  React: 95000,
  Java: 90000,
} as const;

export const experienceLevels = { '2-5 years': 1, '5-8 years': 1.5, '8+ years': 2.2 } as const;
export const durations = { '3 months': 1.2, '6 months': 1.1, '12+ months': 1 } as const;
export const workModes = { remote: 1, onsite: 1.25, hybrid: 1.1 } as const;

export type Technology = keyof typeof technologies;
export type ExperienceLevel = keyof typeof experienceLevels;
export type Duration = keyof typeof durations;
export type WorkMode = keyof typeof workModes;

export interface Selection {
  technology?: string;
  experience?: string;
  duration?: string;
  mode?: string;
}

const has = <T extends object>(table: T, key: string | undefined): key is Extract<keyof T, string> =>
  key !== undefined && Object.prototype.hasOwnProperty.call(table, key);

/** The monthly estimate in rupees; 0 until all four selections are made (and valid). */
export function estimateMonthlyCost({ technology, experience, duration, mode }: Selection): number {
  if (
    !has(technologies, technology) ||
    !has(experienceLevels, experience) ||
    !has(durations, duration) ||
    !has(workModes, mode)
  ) {
    return 0;
  }
  return Math.round(technologies[technology] * experienceLevels[experience] * durations[duration] * workModes[mode]);
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Rupees with Indian digit grouping: 396000 → "₹3,96,000". */
export function formatRupees(amount: number): string {
  return inr.format(amount);
}

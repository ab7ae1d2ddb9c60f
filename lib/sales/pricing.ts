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

export interface Selection {
  technology?: string;
  experience?: string;
  duration?: string;
  mode?: string;
}

/** Each selection's price table, in the formula's order. */
const tables = { technology: technologies, experience: experienceLevels, duration: durations, mode: workModes };

/** The monthly estimate in rupees; 0 until all four selections are made (and valid). */
export function estimateMonthlyCost(selection: Selection): number {
  let cost = 1;
  for (const [key, table] of Object.entries(tables) as [keyof Selection, Record<string, number>][]) {
    const chosen = selection[key];
    if (chosen === undefined || !Object.hasOwn(table, chosen)) return 0;
    cost *= table[chosen]!;
  }
  return Math.round(cost);
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Rupees with Indian digit grouping: 396000 → "₹3,96,000". */
export const formatRupees = (amount: number): string => inr.format(amount);

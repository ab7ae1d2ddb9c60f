/**
 * The closed lists entries choose from. Kept apart from the schemas so client islands (the
 * careers filters) can import them without bundling the schema library.
 */
export const iconNames = [
  'users',
  'atom',
  'code',
  'brain',
  'shield',
  'cloud',
  'database',
  'server',
  'network',
  'lock',
  'key',
  'camera',
  'cpu',
  'chart',
  'cog',
  'layers',
  'building',
  'briefcase',
  'globe',
  'rocket',
  'target',
  'check',
  'lightbulb',
  'handshake',
  'clock',
  'search',
  'award',
  'wifi',
  'bolt',
  'car',
  'monitor',
  'phone',
  'mail',
  'map-pin',
  'graduation',
  'terminal',
  'mobile',
  'eye',
  'fingerprint',
  'license',
  'sparkles',
  'trending-up',
  'heart',
  'flask',
  'gauge',
  'refresh',
  'coins',
  'wrench',
  'file-check',
] as const;
export type IconName = (typeof iconNames)[number];

/** Named gradients; lib/styles/gradients.ts maps each to dark stops so white text on them passes WCAG AA. */
export const gradientNames = [
  'indigo-cyan',
  'violet-indigo',
  'blue-teal',
  'purple-pink',
  'emerald-cyan',
  'sky-indigo',
  'red-orange',
  'amber-red',
  'slate-blue',
  'teal-emerald',
  'fuchsia-violet',
  'navy-sky',
] as const;
export type GradientName = (typeof gradientNames)[number];

/** The eight services, in the specification's route order (menus list them so). */
export const serviceSlugs = [
  'it-talent-acquisition',
  'quantum-computing',
  'software-development',
  'data-science-ai',
  'quantum-security',
  'cloud-infrastructure',
  'oracle-erp',
  'sap-erp',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const industries = [
  'FinTech',
  'Banking',
  'Pharmaceuticals',
  'Finance',
  'Retail',
  'Manufacturing',
  'Utilities',
  'Automotive',
  'Chemicals',
  'Consumer Goods',
  'E-commerce',
  'Hospitality',
  'Logistics',
  'Healthcare',
  'Government',
  'Enterprise IT',
  'SaaS',
] as const;
export type Industry = (typeof industries)[number];

export const jobRoles = ['Engineering', 'Consulting', 'Cybersecurity', 'R&D'] as const;
export const jobLocations = ['New Delhi', 'Remote', 'Mumbai', 'Bangalore', 'Pune'] as const;
/** A job's experience: the careers filter matches on the leading number (lib/lists/jobs.ts). */
export const jobExperienceLevels = ['3+ years', '5+ years', '8+ years', '10+ years'] as const;
export const blogCategories = ['Quantum', 'ERP', 'Development', 'Cybersecurity'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/**
 * The units a case study's headline result may be counted in, each with the kind of change it
 * measures (the CMS offers them by these labels): a result says what changed, so a count of the
 * project's scope ("2 data centres", "3 languages") has no unit here and is refused.
 */
export const resultUnits = {
  '%': '% · a rate or share that changed (errors, stock-outs, cost, time)',
  '×': '× · times faster, or times more',
  ms: 'ms · milliseconds taken',
  s: 's · seconds taken',
  min: 'min · minutes taken, or of downtime',
  h: 'h · hours taken, or of downtime',
  days: 'days · taken, or saved',
  weeks: 'weeks · taken, or saved',
  months: 'months · taken, or saved',
  '₹ lakh': '₹ lakh · money saved or earned',
  '₹ crore': '₹ crore · money saved or earned',
  engineers: 'engineers · placed or hired',
  people: 'people · placed, hired or trained',
} as const;
export type ResultUnit = keyof typeof resultUnits;

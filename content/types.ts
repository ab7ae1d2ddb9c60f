/**
 * Shapes of every content entity. Pages and components read these; copy lives in the
 * data files beside this one, never in components.
 */

/** Names of the icons drawn by components/ui/Icon.tsx. Add a name there before using it here. */
export type IconName =
  | 'users'
  | 'atom'
  | 'code'
  | 'brain'
  | 'shield'
  | 'cloud'
  | 'database'
  | 'server'
  | 'network'
  | 'lock'
  | 'key'
  | 'camera'
  | 'cpu'
  | 'chart'
  | 'cog'
  | 'layers'
  | 'building'
  | 'briefcase'
  | 'globe'
  | 'rocket'
  | 'target'
  | 'check'
  | 'lightbulb'
  | 'handshake'
  | 'clock'
  | 'search'
  | 'award'
  | 'wifi'
  | 'bolt'
  | 'car'
  | 'monitor'
  | 'phone'
  | 'mail'
  | 'map-pin'
  | 'graduation'
  | 'terminal'
  | 'mobile'
  | 'eye'
  | 'fingerprint'
  | 'license'
  | 'sparkles'
  | 'trending-up'
  | 'heart'
  | 'flask';

/**
 * Named gradients; the design system (lib/gradients.ts) maps each to dark, high-contrast
 * Tailwind colour stops, so white text on them always passes WCAG AA.
 */
export type GradientName =
  | 'indigo-cyan'
  | 'violet-indigo'
  | 'blue-teal'
  | 'purple-pink'
  | 'emerald-cyan'
  | 'sky-indigo'
  | 'red-orange'
  | 'amber-red'
  | 'slate-blue'
  | 'teal-emerald'
  | 'fuchsia-violet'
  | 'navy-sky';

/** Rich text without raw HTML: rendered as elements, so nothing is ever injected. */
export type RichBlock = { type: 'p'; text: string } | { type: 'h2'; text: string } | { type: 'ul'; items: string[] } | { type: 'ol'; items: string[] };

export interface TitledText {
  title: string;
  description: string;
}

export interface Testimonial {
  name: string;
  /** Role or designation of the person, shown under the name. */
  role: string;
  company: string;
  quote: string;
}

// ---------------------------------------------------------------- services

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

export interface ProcessStep {
  title: string;
  description: string;
}

export interface Service {
  slug: ServiceSlug;
  title: string;
  /** Short label for footers and compact menus, e.g. 'IT Staffing'. */
  shortTitle: string;
  /** One or two sentences; hero text and meta description (50-160 characters). */
  description: string;
  icon: IconName;
  gradient: GradientName;
  /** Intro paragraphs under the hero. */
  intro: string[];
  process: { title: string; steps: ProcessStep[] };
  /** Exactly six. */
  features: TitledText[];
  /** Exactly three. */
  testimonials: Testimonial[];
  /**
   * Which case studies the page shows: its own first, then (when `fill`) others up to `limit`.
   * Without a limit every own study is shown.
   */
  caseStudies: { limit?: number; fill: boolean };
}

// ---------------------------------------------------------------- enterprise IT

export interface EnterpriseService {
  slug: string;
  /** Slug of its hub group. */
  group: string;
  title: string;
  /** Hero text and meta description (50-160 characters). */
  description: string;
  icon: IconName;
  gradient: GradientName;
  content: RichBlock[];
  /** Exactly five. */
  challenges: string[];
  /** Exactly four. */
  benefits: TitledText[];
  /** Exactly six. */
  features: TitledText[];
  relatedCaseStudies: string[];
}

export interface EnterpriseGroup {
  slug: string;
  title: string;
  icon: IconName;
  description: string;
  services: { name: string; path: string }[];
}

// ---------------------------------------------------------------- case studies

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

export interface CaseStudy {
  slug: string;
  service: ServiceSlug;
  industry: Industry;
  title: string;
  description: string;
  icon: IconName;
  gradient: GradientName;
  /** Text description of the illustration; used as its alt text. */
  image: string;
  client?: string;
  challenge?: string;
  solution?: string;
  techStack?: string[];
  results?: string[];
}

// ---------------------------------------------------------------- products

export interface ProductImage {
  /** Path under public/, starting with '/images/'. */
  src: string;
  /** Descriptive caption, also the alt text. */
  caption: string;
  width: number;
  height: number;
}

export interface Product {
  slug: string;
  title: string;
  /** Meta description and card text (50-160 characters). */
  summary: string;
  /** Overview paragraphs. */
  overview: string[];
  /** At least four applications. */
  uses: string[];
  certifications: string[];
  /** One to three. */
  images: ProductImage[];
  gradient: GradientName;
}

export interface ProductGroup {
  slug: string;
  title: string;
  description: string;
  icon: IconName;
  products: Product[];
}

// ---------------------------------------------------------------- company

export interface Leader {
  slug: string;
  name: string;
  title: string;
  image: { src: string; alt: string; width: number; height: number };
  /** One-line summary for the about page card. */
  summary: string;
  bio: string[];
  competencies: string[];
}

export const jobRoles = ['Engineering', 'Consulting', 'Cybersecurity', 'R&D'] as const;
export const jobLocations = ['New Delhi', 'Remote', 'Mumbai', 'Bangalore', 'Pune'] as const;
export const jobExperience = ['3+', '5+', '8+', '10+'] as const;

export interface Job {
  slug: string;
  title: string;
  location: (typeof jobLocations)[number];
  role: (typeof jobRoles)[number];
  /** Text beginning with one of jobExperience's numbers, e.g. '5+ years'. */
  experience: string;
  summary: string;
  employmentType: 'FULL_TIME' | 'CONTRACTOR';
  /** ISO date. */
  datePosted: string;
  /** ISO date: the last day applications are accepted (the JobPosting's validThrough). */
  validThrough: string;
  /** The job page's full description, one list each. */
  responsibilities: string[];
  requirements: string[];
  offer: string[];
}

export const blogCategories = ['Quantum', 'ERP', 'Development', 'Cybersecurity'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  category: BlogCategory;
  tags: string[];
  excerpt: string;
  /** Name, then role after a comma. */
  author: string;
  /** The article body rendered from Markdown at build time. */
  html: string;
  /** Reading time at 200 words a minute. */
  minutes: number;
}

export interface TrainingArea {
  title: string;
  description: string;
  icon: IconName;
  topics: string[];
}

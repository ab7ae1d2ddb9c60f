/**
 * One icon per card of a grid, all different: the icon an editor chose, else the icon whose
 * words the card's title (then description) uses most. Deterministic, so a page always shows
 * the same icons, and an entry that gains a card keeps the icons of the others it can.
 */
import type { IconName } from '@/lib/content/vocabulary';
import { hash } from './random';

/** Words (lower case, matched at the start of a word, so stems match their endings) that call for each icon. */
const words: Partial<Record<IconName, readonly string[]>> = {
  gauge: ['performance', 'faster', 'speed', 'throughput', 'load balanc', 'latency'],
  refresh: ['migrat', 'upgrade', 'modernis', 'lifecycle', 'refresh', 'recovery', 'reclamation', 'seamless'],
  coins: ['cost', 'spend', 'finops', 'pricing', 'budget', 'saving'],
  license: ['licen', 'subscription', 'certificat'],
  wrench: ['support', 'maintenance', 'managed', 'amc', 'services'],
  'file-check': ['audit', 'compliance', 'evidence', 'governance', 'records', 'regulatory', 'standardis'],
  cloud: ['cloud', 'saas', 'multi-cloud'],
  server: ['server', 'infrastructure', 'compute', 'hypervisor'],
  database: ['database', 'storage', 'data engineering', 'backup', 'retention', 'dba', 'data'],
  network: ['network', 'sd-wan', 'switching', 'integration', 'connect', 'api', 'gateway'],
  wifi: ['wi-fi', 'wireless', 'rfid'],
  shield: ['security', 'protect', 'hardening', 'waf', 'firewall', 'ngfw', 'perimeter', 'secure', 'attack', 'vulnerab'],
  lock: ['encrypt', 'crypto', 'zero trust', 'privileged', 'access control', 'segmentation', 'privacy', 'dlp'],
  key: ['key', 'pki', 'hsm', 'identity', 'entra', 'mfa', 'conditional access'],
  fingerprint: ['biometric', 'verification', 'mfa', 'multi-factor'],
  eye: ['surveillance', 'monitoring', 'visibility', 'insight', 'detection', 'clarity', 'siem', 'soc', 'vision'],
  camera: ['camera', 'cctv', 'nvr', 'video'],
  brain: ['machine learning', 'artificial intelligence', 'ai', 'neural', 'natural language', 'nlp'],
  sparkles: ['generative', 'llm', 'emerging', 'niche'],
  chart: ['analytics', 'predictive', 'bi', 'reporting', 'dashboard'],
  'trending-up': ['higher', 'growth', 'productivity', 'utilisation', 'optimis', 'better', 'stronger'],
  cog: ['automat', 'mlops', 'operations', 'devops', 'engineering', 'as code'],
  layers: [
    'platform',
    'kubernetes',
    'virtuali',
    'hybrid',
    'consolidat',
    'suite',
    'fusion',
    's/4hana',
    'btp',
    'hyperconverged',
  ],
  code: ['code', 'web application', 'development', 'extension', 'software'],
  mobile: ['mobile', 'endpoint', 'mobility'],
  monitor: [
    'desktop',
    'fiori',
    'meetings',
    'rooms',
    'user experience',
    'web app',
    'portal',
    'video management',
    'online',
    'virtual classroom',
  ],
  users: ['team', 'staffing', 'hcm', 'people', 'collaborat', 'visitor', 'hr', 'adoption'],
  handshake: ['contract', 'partner', 'hire', 'onboarding', 'advisory'],
  search: ['discovery', 'assessment', 'inventory', 'survey', 'review', 'gap', 'search', 'scan', 'vulnerab'],
  target: ['risk', 'strategy', 'readiness', 'reduced', 'control', 'vulnerab'],
  clock: ['24/7', 'patch', 'timeline', 'hours', 'real time', 'proactive'],
  bolt: ['fast', 'instant', 'incident', 'response', 'rapid'],
  rocket: ['rollout', 'deploy', 'launch', 'build-out', 'implementation', 'future'],
  globe: ['global', 'wan', 'region', 'distribution'],
  building: ['enterprise', 'campus', 'site', 'entrance', 'gcc', 'manufactur', 'warehouse', 'data centre'],
  briefcase: ['business', 'erp', 'permanent', 'supply chain', 'hire'],
  atom: ['quantum'],
  flask: ['chemistry', 'simulation', 'lab', 'experiment', 'pilot'],
  graduation: ['training', 'enablement', 'skills', 'learning', 'workshop'],
  check: ['quality', 'test', 'accurate', 'assured', 'reliable', 'consisten'],
  car: ['vehicle', 'anpr', 'boom barrier'],
  'map-pin': ['parking', 'location', 'branch'],
  mail: ['email', 'e-mail', 'mail'],
  terminal: ['os', 'operating system', 'linux', 'unix', 'command'],
  cpu: ['hardware', 'hpc', 'chip', 'processor'],
  lightbulb: ['advice', 'idea', 'innovation', 'consult'],
};

/** Each icon with its words as patterns, in the order of the table. */
const candidates = Object.entries(words).map(([icon, list]) => ({
  icon: icon as IconName,
  patterns: list.map((w) => new RegExp(`(^|[^a-z0-9])${w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, 'i')),
}));

/** How strongly a text calls for an icon: words in the title count three times those in the description. */
const score = ({ patterns }: (typeof candidates)[number], title: string, description: string) =>
  patterns.reduce((sum, w) => sum + (w.test(title) ? 3 : 0) + (w.test(description) ? 1 : 0), 0);

/**
 * Distinct icons for the cards, in order. `avoid` are icons already on screen beside the grid
 * (the page's own icon in its hero) that a card should take only when it chose it itself.
 */
export function distinctIcons(
  cards: readonly { title: string; description?: string; icon?: IconName }[],
  avoid: readonly IconName[] = [],
): IconName[] {
  const taken = new Set<IconName>([...cards.flatMap((c) => (c.icon ? [c.icon] : [])), ...avoid]);
  return cards.map((card) => {
    if (card.icon) return card.icon;
    const free = candidates.filter(({ icon }) => !taken.has(icon));
    const ranked = free
      .map((c) => ({ icon: c.icon, score: score(c, card.title, card.description ?? '') }))
      .sort((a, b) => b.score - a.score);
    // A card none of whose words is known still gets an icon of its own, chosen by its title.
    const best = ranked[0]!.score > 0 ? ranked[0]!.icon : free[hash(card.title) % free.length]!.icon;
    taken.add(best);
    return best;
  });
}

import * as lucide from 'lucide';
import type { IconName } from '@/lib/content/vocabulary';
import { Glyph } from './glyph-base';

/*
 * The Lucide icon behind each key content and the CMS may name (lib/content/vocabulary.ts), so
 * no entry changes when the drawing does. The Record type makes TypeScript reject a missing or
 * misspelt key; every key draws a different icon (e2e/art.spec.ts tells cards apart by them).
 * Each icon is read off the namespace by name, so bundlers still leave the rest of Lucide out.
 */
const icons: Record<IconName, lucide.IconNode> = {
  users: lucide.Users,
  atom: lucide.Atom,
  code: lucide.CodeXml,
  brain: lucide.Brain,
  shield: lucide.ShieldCheck,
  cloud: lucide.Cloud,
  database: lucide.Database,
  server: lucide.Server,
  network: lucide.Network,
  lock: lucide.LockKeyhole,
  key: lucide.Key,
  // Entries that choose it are CCTV and surveillance cameras.
  camera: lucide.Cctv,
  cpu: lucide.Cpu,
  chart: lucide.ChartColumn,
  cog: lucide.Settings,
  layers: lucide.Layers,
  building: lucide.BuildingComplex,
  briefcase: lucide.BriefcaseBusiness,
  globe: lucide.Globe,
  rocket: lucide.Rocket,
  target: lucide.Target,
  check: lucide.Check,
  lightbulb: lucide.Lightbulb,
  handshake: lucide.Handshake,
  clock: lucide.Clock,
  search: lucide.Search,
  award: lucide.Award,
  wifi: lucide.Wifi,
  bolt: lucide.Zap,
  car: lucide.Car,
  monitor: lucide.Monitor,
  phone: lucide.Phone,
  mail: lucide.Mail,
  'map-pin': lucide.MapPin,
  graduation: lucide.GraduationCap,
  terminal: lucide.SquareTerminal,
  mobile: lucide.Smartphone,
  eye: lucide.Eye,
  fingerprint: lucide.FingerprintPattern,
  license: lucide.FileBadge,
  sparkles: lucide.Sparkles,
  'trending-up': lucide.TrendingUp,
  heart: lucide.Heart,
  flask: lucide.FlaskConical,
  gauge: lucide.Gauge,
  refresh: lucide.RefreshCw,
  coins: lucide.Coins,
  wrench: lucide.Wrench,
  'file-check': lucide.FileCheck,
};

/** A named content icon (services, features, contact details); decorative unless titled. */
export function Icon({ name, className = 'h-6 w-6', title }: { name: IconName; className?: string; title?: string }) {
  return <Glyph icon={icons[name]} className={className} title={title} />;
}

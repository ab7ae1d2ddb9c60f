import { basePath } from '@/lib/paths';
import { speculationRules } from '@/lib/speculation';

/** The page's speculation rules (lib/speculation.ts); the CSP step allows them by their hash. */
export function SpeculationRules() {
  return (
    <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules(basePath)) }} />
  );
}

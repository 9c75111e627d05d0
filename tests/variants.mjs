// Every bundled variant, for the JS tests: the ids of the files in
// assets/rulesets, in name order (the engine suite's rt::variants() reads
// the same folder).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RULESETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'rulesets');

export function variants() {
  return fs.readdirSync(RULESETS).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

/**
 * Writes src/router/route-table.generated.ts (every routed chart state as data) from machines/registry.ts.
 * Run after adding or moving a routed state:  npx tsx scripts/generate-routes.ts
 */
import { writeFileSync } from 'node:fs';
import { routeTableSource } from '../src/router/route-table-source';

writeFileSync('src/router/route-table.generated.ts', routeTableSource());
console.log('Wrote src/router/route-table.generated.ts');

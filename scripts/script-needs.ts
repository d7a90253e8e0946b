// npm run script-needs [-- --all] (issue 31): which screens could ship as their prerendered HTML and
// CSS only, and what keeps each other screen from it (src/compiler/6-emit/script-needs.ts), with the
// place in its compiled document. The first reasons of each screen are shown; --all shows every one.
import { parseArgs } from 'node:util';
import { compiledProject } from '../src/compiler/compile-project';
import { scriptNeedsKinds, scriptNeedsOf } from '../src/compiler/6-emit/script-needs';

const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
const project = compiledProject();
const kinds = scriptNeedsKinds(project.schemas);
const screens = project.manifest
  .filter((screen) => !screen.internal)
  .map((screen) => ({ screen, reasons: scriptNeedsOf(project.documents.get(screen.path) ?? {}, kinds) }))
  .sort((a, b) => a.reasons.length - b.reasons.length || a.screen.id.localeCompare(b.screen.id));

const free = screens.filter((s) => !s.reasons.length);
console.log(`Screens that need no script (${free.length} of ${screens.length}): ${free.map((s) => `${s.screen.id} (${s.screen.routes.join(', ')})`).join(', ') || 'none'}`);
console.log('\nWhat keeps the others from it (JSON pointers into the compiled screen, its fragments expanded):');
for (const { screen, reasons } of screens.filter((s) => s.reasons.length)) {
  const shown = values.all ? reasons : reasons.slice(0, 4);
  console.log(`  ${screen.id} (${screen.routes.join(', ')}): ${reasons.length} place${reasons.length === 1 ? '' : 's'}`);
  for (const reason of shown) console.log(`    ${screen.file}#${reason}`);
  if (shown.length < reasons.length) console.log(`    … ${reasons.length - shown.length} more (--all)`);
}

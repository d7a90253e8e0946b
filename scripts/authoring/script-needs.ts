// npm run script-needs [-- --all] (issue 31): which screens could ship as their prerendered HTML and
// CSS only, which only need the app once a part of them is used (a tap's steps, a dialog: the schemas'
// x-on-use), and what keeps each other screen from it (src/compiler/6-emit/script-needs.ts), with the
// place in its compiled document. The first reasons of each screen are shown; --all shows every one.
import { parseArgs } from 'node:util';
import { compiledProject } from '../../src/compiler/compile-project';
import { pageKindOf, scriptNeedsKinds, scriptNeedsOf } from '../../src/compiler/6-emit/script-needs';

const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
const project = compiledProject();
const kinds = scriptNeedsKinds(project.schemas);
const screens = project.manifest
  .filter((screen) => !screen.internal)
  .map((screen) => {
    const needs = scriptNeedsOf(project.documents.get(screen.path) ?? {}, kinds);
    return { screen, needs, kind: pageKindOf([needs]) };
  })
  .sort((a, b) => a.needs.atLoad.length - b.needs.atLoad.length || a.needs.onUse.length - b.needs.onUse.length || a.screen.id.localeCompare(b.screen.id));

const named = (list: typeof screens) => list.map((s) => `${s.screen.id} (${s.screen.routes.join(', ')})`).join(', ') || 'none';
const shown = (reasons: string[]) => (values.all ? reasons : reasons.slice(0, 4));
const places = (count: number) => `${count} place${count === 1 ? '' : 's'}`;
const free = screens.filter((s) => s.kind === 'static');
const onUse = screens.filter((s) => s.kind === 'on-use');
console.log(`Screens that need no script (${free.length} of ${screens.length}): ${named(free)}`);
console.log(`Screens that need the app only once a part of them is used (${onUse.length} of ${screens.length}): ${named(onUse)}`);
console.log('\nWhat keeps the others from it (JSON pointers into the compiled screen, its fragments expanded), then what waits until used:');
for (const { screen, needs } of screens.filter((s) => s.kind !== 'static')) {
  console.log(`  ${screen.id} (${screen.routes.join(', ')}): ${places(needs.atLoad.length)} at load, ${places(needs.onUse.length)} on use`);
  for (const [when, reasons] of [['at load', needs.atLoad], ['on use', needs.onUse]] as const) {
    for (const reason of shown(reasons)) console.log(`    ${when}: ${screen.file}#${reason}`);
    if (shown(reasons).length < reasons.length) console.log(`    … ${reasons.length - shown(reasons).length} more ${when} (--all)`);
  }
}

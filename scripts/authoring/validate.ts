// npm run validate [-- paths…]: one line per problem, exit 1 when there is any.
import { resolve } from 'node:path';
import { formatProblem } from '../../src/lib/problem';
import { validateProject } from '../../src/build/validate-project';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

const { problems, summary } = validateProject(projectRoot, process.argv.slice(2).map((a) => resolve(process.cwd(), a)));
for (const problem of problems) console.log(formatProblem(problem));
if (problems.length) {
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s).`);
  process.exit(1);
}
console.log(summary);

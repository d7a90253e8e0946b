// The sending calls of the screens and the walk to each one's tap, as the compiler's tools find
// them (one reading for the tests and npm run validate): src/compiler/tools/sending-calls.ts.
// The tests count the calls fragments bring too, from the compiled documents.
import { basename, join } from 'node:path';
import { compiledProject } from '../../src/compiler/compile-project';
import { sendingCallsIn as callsIn, type SendingCall } from '../../src/compiler/tools/sending-calls';

export type { FieldToFill, SendingCall, WalkGap } from '../../src/compiler/tools/sending-calls';

/** Every sending call of the project's screens (or of the screens in `dir` alone, as written). */
export function sendingCallsIn(dir?: string): SendingCall[] {
  if (dir) return callsIn(dir);
  const documents = compiledProject().documents;
  const byName = new Map([...documents].map(([path, document]) => [basename(path), document]));
  return callsIn(join(import.meta.dirname, '../../screens'), (name) => byName.get(name));
}

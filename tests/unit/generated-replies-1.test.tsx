// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
// vitest: long-running (tests/harness/long-first-sequencer.ts)
// Every screen that loads data, tried with generated replies: part 1 of 2 (tests/support/generated-replies.tsx).
import { triedWithGeneratedReplies } from '../support/generated-replies';

triedWithGeneratedReplies(0, 2);

// The sending calls of the screens and the walk to each one's tap, as the compiler's tools find
// them (one reading for the tests and npm run validate): src/compiler/tools/sending-calls.ts.
export { sendingCallsIn, type FieldToFill, type SendingCall, type WalkGap } from '../../src/compiler/tools/sending-calls';

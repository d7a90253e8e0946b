// A string every studio page carries and no production file may: scripts/lib/dev-only-code.ts
// fails the build's checks when dist/ has it, so the studio (issue 66) stays the dev server's alone.
export const studioMarker = 'kaagapay-studio-dev-only';

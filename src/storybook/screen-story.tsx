import { useState } from 'react';
import { ScreenAt } from '../app/screen-at';
import { resetDb } from '../dev-api/db';
import { applyOverridesFromJson, clearReplyOverrides } from '../dev-api/overrides';
import { neverAnswered, StorySettled, type StoryState } from './story-settled';

/** A screen at a URL, with the dev API reset and given the story's replies first. */
export function ScreenStory({ url, replies, entry = 'app', expects }: { url: string; replies: Record<string, unknown>; entry?: 'app' | 'promotion'; expects?: StoryState | null }) {
  const [ready] = useState(() => {
    resetDb();
    clearReplyOverrides();
    applyOverridesFromJson(replies);
    return true;
  });
  return ready ? (
    <StorySettled never={neverAnswered(replies)} expects={expects ?? undefined}>
      <ScreenAt url={url} entry={entry} />
    </StorySettled>
  ) : null;
}

/** What a broken screen document shows in Storybook instead of the screen. */
export function ScreenProblems({ file, problems }: { file: string; problems: string[] }) {
  return (
    <div role="alert" style={{ padding: 16, fontFamily: 'ui-monospace, monospace', fontSize: 13 }}>
      <h2 style={{ fontFamily: 'system-ui', color: '#c92a2a', margin: '0 0 8px' }}>{file} has {problems.length} problem(s)</h2>
      <ul style={{ paddingLeft: 18, margin: 0 }}>
        {problems.map((line) => (
          <li key={line} style={{ marginBottom: 6, whiteSpace: 'pre-wrap' }}>
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}

// The manager is compiled with the classic JSX transform: React must be in scope.
import React from 'react';
import { addons, types, useParameter } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';

interface ScreenParameter {
  file: string;
  source: string;
  problems: string[];
}

/** The story's screen document as written, and what the validator says of it. */
function ScreenPanel() {
  const screen = useParameter<ScreenParameter | null>('screen', null);
  if (!screen) return <p style={{ padding: 12 }}>This story has no screen document.</p>;
  return (
    <div style={{ padding: 12, fontSize: 13 }}>
      <p style={{ margin: '0 0 8px', fontWeight: 700, color: screen.problems.length ? '#c92a2a' : '#2b8a3e' }}>
        {screen.file}: {screen.problems.length ? `${screen.problems.length} problem(s)` : 'valid (npm run validate finds no problem)'}
      </p>
      {screen.problems.length ? (
        <ul style={{ margin: '0 0 12px', paddingLeft: 18, fontFamily: 'ui-monospace, monospace' }}>
          {screen.problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <pre style={{ margin: 0, fontSize: 12, lineHeight: 1.45, whiteSpace: 'pre-wrap' }}>{screen.source}</pre>
    </div>
  );
}

addons.register('screen-document', () => {
  addons.add('screen-document/panel', {
    type: types.PANEL,
    title: 'Screen JSON',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <ScreenPanel />
      </AddonPanel>
    ),
  });
});

// The backend contract the screens make (src/contract/): served beside the stories by the
// backend-contract plugin (main.ts), in dev and in the built Storybook alike.
addons.register('backend-contract', () => {
  addons.add('backend-contract/link', {
    type: types.TOOL,
    title: 'API contract',
    render: () => (
      <a href="openapi.html" target="_blank" rel="noreferrer" title="The /stations endpoints the screens call (OpenAPI 3.1)" style={{ alignSelf: 'center', fontSize: 13, padding: '0 8px' }}>
        API contract
      </a>
    ),
  });
});

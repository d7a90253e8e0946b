import { Component, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { Screen } from '../generated/screen';
import { checkPlayground, startingScreens } from './playground-check';
import { PreviewScreen } from './preview-screen';

class RenderBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p role="alert">The screen could not be shown: {this.state.error}</p> : this.props.children;
  }
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12, lineHeight: '18px' } as const;

/** Edit a screen document and see it rendered against the dev API, with the validator's problems by line. */
export function Playground({ start = 'screens/customer-service.json' }: { start?: string }) {
  const [text, setText] = useState(startingScreens[start] ?? '{\n}\n');
  const [from, setFrom] = useState(start);
  const deferred = useDeferredValue(text);
  const { problems, document: compiled } = useMemo(() => checkPlayground(deferred), [deferred]);
  const marked = new Set(problems.map((p) => p.line));
  const lines = text.split('\n').length;
  const document = compiled as Screen | null;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 390px', gap: 16, padding: 16, fontFamily: 'system-ui' }}>
      <div>
        <label style={{ display: 'block', marginBottom: 8 }}>
          Start from{' '}
          <select
            value={from}
            onChange={(e) => {
              setFrom(e.currentTarget.value);
              setText(startingScreens[e.currentTarget.value] ?? '');
            }}
          >
            {Object.keys(startingScreens).map((file) => (
              <option key={file}>{file}</option>
            ))}
          </select>
        </label>
        <div style={{ display: 'flex', border: '1px solid #ced4da', borderRadius: 6, height: '60vh', overflow: 'auto' }}>
          <div aria-hidden="true" style={{ ...mono, padding: '8px 6px', textAlign: 'right', background: '#f1f3f5', color: '#868e96', userSelect: 'none' }}>
            {Array.from({ length: lines }, (_, i) => (
              <div key={i} data-problem-line={marked.has(i + 1) || undefined} style={marked.has(i + 1) ? { background: '#ffc9c9', color: '#c92a2a', fontWeight: 700 } : undefined}>
                {marked.has(i + 1) ? '● ' : ''}
                {i + 1}
              </div>
            ))}
          </div>
          <textarea
            aria-label="Screen document (JSON)"
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ ...mono, flex: 1, border: 0, padding: 8, resize: 'none', outline: 'none', whiteSpace: 'pre', minHeight: `${lines * 18 + 16}px` }}
          />
        </div>
        <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
          {problems.length ? (
            <ul style={{ ...mono, color: '#c92a2a', paddingLeft: 18, margin: 0 }}>
              {problems.map((p) => (
                <li key={`${p.line} ${p.text}`}>
                  line {p.line}: {p.text}
                </li>
              ))}
            </ul>
          ) : (
            <p style={{ color: '#2b8a3e', margin: 0 }}>Valid: no problems.</p>
          )}
        </div>
      </div>
      <div style={{ border: '1px solid #dee2e6', borderRadius: 8, height: 844, overflow: 'auto' }}>
        {document ? (
          <RenderBoundary key={deferred}>
            <PreviewScreen key={deferred} document={document} />
          </RenderBoundary>
        ) : (
          <p style={{ padding: 16, color: '#868e96' }}>Fix the problems on the left to see the screen.</p>
        )}
      </div>
    </div>
  );
}

// Lines the studio shows as the command line prints them (validate's problems, a save's files): in
// an alert, one per line, wrapped, with the test id the end-to-end tests read them by.
import type { ReactNode } from 'react';
import { Alert, Code } from '@mantine/core';

export function StudioLines({ title, color, role, testId, lines, children }: { title: string; color: string; role: 'alert' | 'status'; testId: string; lines: string; children?: ReactNode }) {
  return (
    <Alert color={color} role={role} title={title}>
      {children}
      <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap' }}>
        {lines}
      </Code>
    </Alert>
  );
}

import { Component, type ReactNode } from 'react';
import { formatProblem } from '../lib/problem';
import { reportClientError } from '../telemetry/report';

interface Props {
  file: string;
  pointer: string;
  message: string;
  retryLabel: string;
  children: ReactNode;
}

/**
 * A block that throws shows a short message with a retry instead of taking the screen down
 * with it; the console gets the place in the problem format, and field telemetry the error.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(formatProblem({ file: this.props.file, pointer: this.props.pointer, message: `block failed at runtime: ${message}` }));
    reportClientError({ source: 'boundary', error, block: { file: this.props.file, pointer: this.props.pointer } });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="block-failed">
        <span>{this.props.message}</span>{' '}
        <button type="button" className="link-button" onClick={() => this.setState({ failed: false })}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

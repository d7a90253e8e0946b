import { useCallback, useId } from 'react';
import { Button as MantineButton } from '@mantine/core';
import type { ButtonBlock } from '../../generated/screen';
import { truthy } from '../../expressions/evaluate';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useRuntime } from '../../renderer/runtime-context';
import { useExpression, useText } from '../../renderer/use-expression';
import { useStepsHandler } from '../use-steps-handler';
import { usePlainLink } from '../use-plain-link';
import './button.css';

const variants = { primary: 'filled', secondary: 'outline', subtle: 'subtle', danger: 'filled' } as const;

export function Button({ block }: WidgetProps<ButtonBlock>) {
  const label = useText(block.label);
  const disabled = truthy(useExpression(block.disabled ?? false));
  const hint = useText(block.disabledHint ?? '');
  const hintId = useId();
  const [run, busy, trigger] = useStepsHandler(block.onTap);
  const { fields } = useRuntime();
  const onClick = useCallback(() => {
    if (!run) return;
    // submit: every shown field is checked first; errors appear beside the fields.
    if (!block.submit || fields.show(fields.names())) run();
  }, [run, block.submit, fields]);
  // The same look whether it is drawn as an anchor or a button.
  const look = { variant: variants[block.variant], color: block.variant === 'danger' ? 'red' : undefined, fullWidth: block.fullWidth, size: 'md', radius: 'xl' } as const;
  // A tap that only goes to a page is an anchor (it works with no script); a submit or a disabled button stays a button.
  const link = usePlainLink(block.onTap, run);
  if (link && !block.submit && block.disabled === undefined) {
    return (
      <MantineButton component="a" {...link} {...look} loading={busy}>
        {label}
      </MantineButton>
    );
  }
  const button = (
    <MantineButton {...look} {...trigger} disabled={disabled} loading={busy} onClick={onClick} aria-describedby={hint && disabled ? hintId : undefined}>
      {label}
    </MantineButton>
  );
  if (!hint) return button;
  // The hint's line is kept while the button is enabled (hidden), so the footer's height never changes.
  return (
    <div>
      {button}
      <p id={hintId} className="button-hint" aria-hidden={!disabled} style={{ visibility: disabled ? 'visible' : 'hidden' }}>
        {hint}
      </p>
    </div>
  );
}

import { Stack, Text } from '@mantine/core';
import type { BarcodeBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';
import { code128Bars } from './code128';

/** Quiet zone each side, in modules: scanners need 10. */
const QUIET = 10;

/** A Code 128 bar code of a pay code, drawn as SVG; text it cannot encode shows as text only. */
export function Barcode({ block }: WidgetProps<BarcodeBlock>) {
  const value = useText(block.value);
  const alt = useText(block.alt);
  if (!value) return null;
  const drawn = code128Bars(value);
  const height = block.height;
  return (
    <Stack gap={4} align="center" className="block-barcode">
      {drawn ? (
        <svg
          role="img"
          aria-label={alt}
          viewBox={`0 0 ${drawn.modules + 2 * QUIET} ${height}`}
          preserveAspectRatio="none"
          width="100%"
          height={height}
          style={{ maxWidth: (drawn.modules + 2 * QUIET) * 3, background: '#fff' }}
          shapeRendering="crispEdges"
        >
          {drawn.bars.map(([x, width]) => (
            <rect key={x} x={x + QUIET} y={0} width={width} height={height} fill="#000" />
          ))}
        </svg>
      ) : null}
      {block.showText === false && drawn ? null : (
        <Text ff="monospace" size="lg" fw={600} style={{ letterSpacing: '0.12em' }}>
          {value}
        </Text>
      )}
    </Stack>
  );
}

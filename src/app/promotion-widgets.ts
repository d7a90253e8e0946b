import type { WidgetRegistry } from '../renderer/widgets-context';
import { BulletList } from '../widgets/bullet-list/bullet-list';
import { Button } from '../widgets/button/button';
import { Heading } from '../widgets/heading/heading';
import { Image } from '../widgets/image/image';
import { Link } from '../widgets/link/link';
import { Paragraph } from '../widgets/paragraph/paragraph';
import { Stack } from '../widgets/stack/stack';
import { TextField } from '../widgets/text-field/text-field';

/**
 * The widgets the promotion landing ships: only those its screens (entry "promotion") and the
 * not-found fallback use, so its first load stays small. tests/unit/promotion-widgets.test.ts
 * fails, naming the block type, when a landing screen uses a widget missing here.
 */
export const promotionWidgets = {
  heading: Heading,
  paragraph: Paragraph,
  'bullet-list': BulletList,
  stack: Stack,
  image: Image,
  button: Button,
  link: Link,
  'text-field': TextField,
} satisfies WidgetRegistry;

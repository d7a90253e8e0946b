import type { ComponentType } from 'react';
import type { Block } from '../generated/screen';
import type { WidgetProps } from '../renderer/block-view';
import { Badge } from './badge/badge';
import { Banner } from './banner/banner';
import { BulletList } from './bullet-list/bullet-list';
import { Barcode } from './barcode/barcode';
import { Button } from './button/button';
import { Card } from './card/card';
import { Checkbox } from './checkbox/checkbox';
import { CitySelect } from './city-select/city-select';
import { DayField } from './day-field/day-field';
import { Divider } from './divider/divider';
import { EmptyState } from './empty-state/empty-state';
import { Frame } from './frame/frame';
import { Heading } from './heading/heading';
import { ImageUpload } from './image-upload/image-upload';
import { Image } from './image/image';
import { KeyValueList } from './key-value-list/key-value-list';
import { Link } from './link/link';
import { Paragraph } from './paragraph/paragraph';
import { Repeat } from './repeat/repeat';
import { Segmented } from './segmented/segmented';
import { SelectPicker } from './select-picker/select-picker';
import { ServerFields } from './server-fields/server-fields';
import { Stack } from './stack/stack';
import { StarRating } from './star-rating/star-rating';
import { Tabs } from './tabs/tabs';
import { TextField } from './text-field/text-field';
import { SiteNav } from './site-nav/site-nav';
import { Section } from './section/section';
import { Include } from './include/include';
import { PhotoInput } from './photo-input/photo-input';

type Registry = { [K in Block['type']]: ComponentType<WidgetProps<Extract<Block, { type: K }>>> };

/** Block type → widget. Exhaustive over the schema's block union: a kind without a widget fails the type check. */
export const widgetRegistry = {
  heading: Heading,
  paragraph: Paragraph,
  'bullet-list': BulletList,
  stack: Stack,
  card: Card,
  divider: Divider,
  image: Image,
  button: Button,
  link: Link,
  'key-value-list': KeyValueList,
  repeat: Repeat,
  'empty-state': EmptyState,
  'text-field': TextField,
  'select-picker': SelectPicker,
  'city-select': CitySelect,
  'day-field': DayField,
  checkbox: Checkbox,
  segmented: Segmented,
  'server-fields': ServerFields,
  tabs: Tabs,
  'star-rating': StarRating,
  'image-upload': ImageUpload,
  frame: Frame,
  banner: Banner,
  badge: Badge,
  barcode: Barcode,
  'site-nav': SiteNav,
  section: Section,
  include: Include,
  'photo-input': PhotoInput,
} satisfies Registry;

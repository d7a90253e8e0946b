import type { ComponentType } from 'react';
import type { Block } from '../generated/screen';
import type { WidgetProps } from '../renderer/widgets-context';
import type { WidgetRegistry } from '../renderer/widgets-context';

type Loaders = { [K in Block['type']]: () => Promise<ComponentType<WidgetProps<Extract<Block, { type: K }>>>> };

/**
 * Block type → its widget, loaded on demand: each widget is its own chunk, and a screen's route
 * loads only the widgets that screen uses (listed at build time by src/compiler/6-emit/screen-widgets.ts),
 * so no entry ships widget code up front. Exhaustive over the schema's block union: a kind without
 * a widget fails the type check; registry.test.ts holds each to its folder and its test or story.
 */
export const widgetLoaders = {
  heading: () => import('./heading/heading').then((m) => m.Heading),
  paragraph: () => import('./paragraph/paragraph').then((m) => m.Paragraph),
  'bullet-list': () => import('./bullet-list/bullet-list').then((m) => m.BulletList),
  stack: () => import('./stack/stack').then((m) => m.Stack),
  card: () => import('./card/card').then((m) => m.Card),
  divider: () => import('./divider/divider').then((m) => m.Divider),
  'language-switch': () => import('./language-switch/language-switch').then((m) => m.LanguageSwitch),
  image: () => import('./image/image').then((m) => m.Image),
  button: () => import('./button/button').then((m) => m.Button),
  link: () => import('./link/link').then((m) => m.Link),
  'key-value-list': () => import('./key-value-list/key-value-list').then((m) => m.KeyValueList),
  repeat: () => import('./repeat/repeat').then((m) => m.Repeat),
  'empty-state': () => import('./empty-state/empty-state').then((m) => m.EmptyState),
  'text-field': () => import('./text-field/text-field').then((m) => m.TextField),
  'select-picker': () => import('./select-picker/select-picker').then((m) => m.SelectPicker),
  'city-select': () => import('./city-select/city-select').then((m) => m.CitySelect),
  'day-field': () => import('./day-field/day-field').then((m) => m.DayField),
  checkbox: () => import('./checkbox/checkbox').then((m) => m.Checkbox),
  segmented: () => import('./segmented/segmented').then((m) => m.Segmented),
  slider: () => import('./slider/slider').then((m) => m.Slider),
  'number-field': () => import('./number-field/number-field').then((m) => m.NumberField),
  'server-fields': () => import('./server-fields/server-fields').then((m) => m.ServerFields),
  tabs: () => import('./tabs/tabs').then((m) => m.Tabs),
  'star-rating': () => import('./star-rating/star-rating').then((m) => m.StarRating),
  'image-upload': () => import('./image-upload/image-upload').then((m) => m.ImageUpload),
  frame: () => import('./frame/frame').then((m) => m.Frame),
  banner: () => import('./banner/banner').then((m) => m.Banner),
  badge: () => import('./badge/badge').then((m) => m.Badge),
  barcode: () => import('./barcode/barcode').then((m) => m.Barcode),
  'site-nav': () => import('./site-nav/site-nav').then((m) => m.SiteNav),
  section: () => import('./section/section').then((m) => m.Section),
  'photo-input': () => import('./photo-input/photo-input').then((m) => m.PhotoInput),
} satisfies Loaders;

export type WidgetType = keyof typeof widgetLoaders;

export const allWidgetTypes = Object.keys(widgetLoaders) as WidgetType[];

function isWidgetType(type: string): type is WidgetType {
  return Object.hasOwn(widgetLoaders, type);
}

/** Loads the widgets of these block types (in parallel) into a registry for WidgetsContext. */
export async function loadWidgets(types: readonly string[]): Promise<WidgetRegistry> {
  const loaded = await Promise.all(
    types.map(async (type) => {
      if (!isWidgetType(type)) throw new Error(`no widget for block type "${type}" (expected one of: ${allWidgetTypes.join(', ')}; add it to src/widgets/registry.ts)`);
      return [type, await widgetLoaders[type]()] as const;
    }),
  );
  return Object.fromEntries(loaded) as WidgetRegistry;
}

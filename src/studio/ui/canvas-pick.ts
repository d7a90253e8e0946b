// A click on the canvas selects the block it fell in. The frames draw the dev server's pages, which
// wrap each block in an element naming its pointer in the compiled screen (src/renderer/studio-canvas.ts);
// the server says where the screen's file wrote each of those (src/studio/server/canvas-places.ts).
import { canvasBlockAttribute } from '../../renderer/studio-canvas';
import type { CanvasPlaces } from './api-client';

const hovered = 'data-studio-hover';
const styleId = 'studio-canvas-style';

/** Where the file wrote the block at a compiled pointer: its own place, or the nearest enclosing block's. */
export function placeOf(places: CanvasPlaces, compiled: string): string | undefined {
  for (let pointer = compiled; pointer; pointer = pointer.slice(0, pointer.lastIndexOf('/'))) {
    if (Object.hasOwn(places, pointer)) return places[pointer];
  }
  return undefined;
}

/** The compiled blocks drawn for a place of the file (none for no place), without those inside another of them (one outline per block the author sees). */
export function drawnFor(places: CanvasPlaces, written: string | undefined): string[] {
  if (written === undefined) return [];
  const all = Object.keys(places).filter((compiled) => places[compiled] === written);
  return all.filter((compiled) => !all.some((outer) => compiled.startsWith(`${outer}/`)));
}

const quoted = (value: string) => JSON.stringify(value);
const wrapper = `[${canvasBlockAttribute}]`;

/**
 * The boxes a block's wrapper draws: its children, or (through up to two more wrappers, which take
 * no box either) those of the blocks it draws with no element of its own around them: a server-fields
 * block is its fields' wrappers alone.
 */
const boxesOf = (block: string) => [0, 1, 2].map((depth) => `${block} > ${`${wrapper} > `.repeat(depth)}:not(${wrapper})`).join(',\n');

/** The frame's style: the block a click would select dashed, the selected ones solid. */
function canvasStyle(selected: readonly string[]): string {
  const chosen = selected.map((pointer) => boxesOf(`[${canvasBlockAttribute}=${quoted(pointer)}]`)).join(',\n');
  return [
    `${boxesOf(`[${hovered}]`)} { outline: 2px dashed #1c7ed6 !important; outline-offset: 1px; cursor: pointer; }`,
    chosen && `${chosen} { outline: 3px solid #1c7ed6 !important; outline-offset: 2px; }`,
  ].join('\n');
}

function styleOf(document: Document): HTMLStyleElement {
  let style = document.getElementById(styleId) as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = styleId;
    document.head.append(style);
  }
  return style;
}

/** Outlines the selected blocks in a loaded frame, and brings the first into view. */
export function showSelection(frame: HTMLIFrameElement, selected: readonly string[]): void {
  const document = frame.contentDocument;
  if (!document?.head) return;
  styleOf(document).textContent = canvasStyle(selected);
  const first = selected[0] && document.querySelector(boxesOf(`[${canvasBlockAttribute}=${quoted(selected[0])}]`));
  if (first) first.scrollIntoView({ block: 'nearest' });
}

export interface Picking {
  /** Whether a click selects (off: the page works as a borrower's does). */
  on: () => boolean;
  /** The compiled blocks to outline for the one under the pointer: all the author selects with it (a fragment's, for a block inside it). */
  outlined: (compiled: string) => readonly string[];
  /** Selects the block at a compiled pointer. */
  pick: (compiled: string) => void;
}

/**
 * Makes a loaded frame's clicks select blocks while picking is on: the click goes to the studio,
 * not to the page, and what it would select is outlined as the pointer moves.
 */
export function listenForPicks(frame: HTMLIFrameElement, picking: Picking): void {
  const document = frame.contentDocument;
  if (!document) return;
  // The frame's nodes are of its own window's classes, so they are known by what they can do.
  const blockAt = (target: EventTarget | null) => (picking.on() && target && 'closest' in target ? (target as Element).closest(`[${canvasBlockAttribute}]`) : null);
  const hover = (block: Element | null) => {
    document.querySelectorAll(`[${hovered}]`).forEach((element) => element.removeAttribute(hovered));
    const compiled = block?.getAttribute(canvasBlockAttribute);
    for (const pointer of compiled ? picking.outlined(compiled) : []) document.querySelector(`[${canvasBlockAttribute}=${quoted(pointer)}]`)?.setAttribute(hovered, '');
  };
  document.addEventListener('mouseover', (event) => hover(blockAt(event.target)));
  document.addEventListener('mouseleave', () => hover(null));
  document.addEventListener(
    'click',
    (event) => {
      const block = blockAt(event.target);
      if (!block) return;
      event.preventDefault();
      event.stopPropagation();
      picking.pick(block.getAttribute(canvasBlockAttribute)!);
    },
    true,
  );
}

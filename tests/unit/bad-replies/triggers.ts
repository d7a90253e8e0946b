/**
 * How a user makes a screen call one of its endpoints, read from the screen document alone:
 * opening the screen (a data source or an onLoad step), or tapping a chain of labelled blocks
 * (e.g. "Payment Method" opens a dialog whose "Payment" button runs the action that calls it).
 */
type Json = Record<string, unknown>;

/** A tap on a block with this label; null when the label is computed (the test then finds the element by trying). */
export type Tap = string | null;

/** load: a data source of the screen (its failure state offers a retry); onLoad: a step run when the screen opens. */
export type Trigger = { kind: 'load' } | { kind: 'onLoad' } | { kind: 'taps'; labels: Tap[] } | { kind: 'none'; reason: string };

interface Node {
  pointer: string;
  value: unknown;
}

function walk(value: unknown, pointer = '', out: Node[] = []): Node[] {
  out.push({ pointer, value });
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${pointer}/${i}`, out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k}`, out);
  return out;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function findTrigger(document: Json, endpoint: string): Trigger {
  const data = isObject(document.data) ? document.data : {};
  if (Object.values(data).some((source) => isObject(source) && source.endpoint === endpoint)) return { kind: 'load' };
  const nodes = walk(document);
  const at = new Map(nodes.map((n) => [n.pointer, n.value]));
  const stepsWith = (test: (v: Json) => boolean) => nodes.filter((n) => isObject(n.value) && test(n.value)).map((n) => n.pointer);
  const reasons: string[] = [];

  // Taps that lead to the step at `pointer`, or null; `seen` stops cycles between actions.
  const reach = (pointer: string, seen: Set<string>): Tap[] | 'onLoad' | null => {
    if (pointer.startsWith('/onLoad/')) return 'onLoad';
    const action = /^\/actions\/([^/]+)/.exec(pointer)?.[1];
    if (action !== undefined) {
      if (seen.has(action)) return null;
      const callers = [...stepsWith((v) => v.type === 'run' && v.action === action), ...stepsWith((v) => typeof v.type === 'string' && v.action === action && v.type !== 'run' && v.type !== 'bridge')];
      for (const caller of callers) {
        // A block naming the action (e.g. a form's "action") is tapped like an onTap.
        const block = at.get(caller) as Json;
        const route = block.type === 'run' ? reach(caller, new Set([...seen, action])) : tapBlock(caller, block, new Set([...seen, action]));
        if (route) return route;
      }
      reasons.push(`action "${action}" is run by no labelled block`);
      return null;
    }
    // Inside a block's onTap: tap that block (after opening the dialog it is in, if any).
    const tap = /^(.*)\/onTap\//.exec(pointer);
    if (tap) return tapBlock(tap[1]!, at.get(tap[1]!) as Json, seen);
    reasons.push(`the call at ${pointer} is in a handler this test does not drive (${pointer.split('/').slice(0, 3).join('/')})`);
    return null;
  };

  const tapBlock = (pointer: string, block: Json, seen: Set<string>): Tap[] | null => {
    const label = typeof block.label === 'string' ? block.label : typeof block.text === 'string' ? block.text : null;
    const dialog = /^\/dialogs\/([^/]+)/.exec(pointer)?.[1];
    if (dialog === undefined) return [label];
    for (const opener of stepsWith((v) => v.type === 'open-dialog' && v.dialog === dialog)) {
      const before = reach(opener, seen);
      if (before === 'onLoad') return [label];
      if (before) return [...before, label];
    }
    reasons.push(`dialog "${dialog}" is opened by no labelled block`);
    return null;
  };

  for (const call of stepsWith((v) => v.type === 'call' && v.endpoint === endpoint)) {
    const route = reach(call, new Set());
    if (route === 'onLoad') return { kind: 'onLoad' };
    if (route) return { kind: 'taps', labels: route };
  }
  const block = nodes.find((n) => isObject(n.value) && typeof n.value.type === 'string' && n.value.type !== 'call' && n.value.endpoint === endpoint);
  if (block) reasons.push(`the ${String((block.value as Json).type)} block at ${block.pointer} calls it itself (e.g. when a file is chosen), not through a step`);
  return { kind: 'none', reason: reasons[0] ?? 'no step calls it' };
}

// Which stories a screen document gets: plain data, shared by the Storybook indexer (Node) and
// the generated story modules, so the sidebar and the stories always agree.
import type { Scenario, Screen } from '../generated/screen';
import type { StoryState } from './story-settled';

export interface PlannedStory {
  exportName: string;
  name: string;
  url: string;
  replies: Record<string, unknown>;
  /** Where the story must come to rest (story-settled.tsx); a declared scenario may rest anywhere. */
  expects?: StoryState;
}

export const failureMessage = 'Service is busy, please try later';

function urlOf(route: string, query: Record<string, string> | undefined): string {
  const search = new URLSearchParams(query ?? {}).toString();
  return search ? `${route}?${search}` : route;
}


/** A scenario's replies: the example replies it picks by name, then its own overrides, which win. */
function scenarioReplies(document: Screen, scenario: Scenario | undefined, devApiPath: (path: string) => string): Record<string, unknown> {
  const picked = Object.entries(scenario?.examples ?? {}).flatMap(([name, example]) => {
    const endpoint = document.endpoints?.[name];
    const reply = endpoint?.examples?.[example];
    return endpoint && reply ? [[devApiPath(endpoint.path), { json: reply }]] : [];
  });
  return { ...Object.fromEntries(picked), ...(scenario?.replies as Record<string, unknown> | undefined) };
}

/**
 * The stories of one screen. provider is market.json's (passed in: Storybook's main.ts runs in
 * plain Node, which imports no JSON module); {provider} paths are matched by the dev API with it.
 */
export function planStories(document: Screen, provider: string): PlannedStory[] {
  const devApiPath = (p: string) => p.split('{provider}').join(provider);
  const route = document.routes[0] ?? '/';
  const loaded = document.scenarios?.find((s) => s.name === 'Loaded');
  const loadedUrl = urlOf(loaded?.route ?? route, loaded?.query);
  const stories: PlannedStory[] = [{ exportName: 'Loaded', name: 'Loaded', url: loadedUrl, replies: scenarioReplies(document, loaded, devApiPath), expects: 'ready' }];
  const sources = Object.values(document.data ?? {}).flatMap((source) => {
    const endpoint = 'endpoint' in source && typeof source.endpoint === 'string' ? document.endpoints?.[source.endpoint] : undefined;
    return endpoint ? [endpoint] : [];
  });
  if (sources.length) {
    const path = devApiPath;
    stories.push({ exportName: 'Loading', name: 'Loading', url: loadedUrl, replies: Object.fromEntries(sources.map((e) => [path(e.path), { never: true }])), expects: 'loading' });
    const first = sources[0]!;
    const code = first.success === 'str00' ? '01' : 1;
    stories.push({ exportName: 'ServerFailure', name: 'Server failure', url: loadedUrl, replies: { [path(first.path)]: { json: { code, message: failureMessage } } }, expects: 'failed' });
  }
  (document.scenarios ?? [])
    .filter((s) => s.name !== 'Loaded')
    .forEach((scenario, i) => {
      stories.push({ exportName: `Scenario${i + 1}`, name: scenario.name, url: urlOf(scenario.route ?? route, scenario.query), replies: scenarioReplies(document, scenario, devApiPath) });
    });
  return stories;
}

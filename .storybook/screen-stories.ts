// Stories without story files: every screens/*.json becomes a story module (its Loaded, Loading,
// Server failure and declared scenarios), and every schemas/widgets/*.json one showing the widget
// as real screens use it. The indexer (sidebar) and the transform (module) share planStories.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import type { Indexer } from "storybook/internal/types";
import type { Block, Screen } from "../src/generated/screen";
import { planStories } from "../src/storybook/story-plan";
import { buildTimeBlockKinds } from "../src/compiler/4-expand/fragments";
import {
  checkExamples,
  kindExamples,
} from "../src/compiler/tools/schema-examples";
import {
  listFragmentFiles,
  listScreenFiles,
  loadMarket,
  loadSchemaFiles,
  projectRoot,
  readScreenSource,
} from "../src/compiler/1-parse/files-on-disk";
import { formatProblem, type Problem } from "../src/lib/problem";
import type { SchemaFiles } from "../src/compiler/1-parse/schema-validator";
import type { ScreenSource } from "../src/compiler/1-parse/parse-json";
import { checkScreens } from "../src/compiler/compile-screens";

const screenFile = /[\\/]screens[\\/][^\\/]+\.json$/;
const widgetFile = /[\\/]schemas[\\/]widgets[\\/][^\\/]+\.json$/;
const storyModule = (path: string) => path.split("\\").join("/");

/** A widget's story from its schema's first example: the document to render, or the example's problems. */
interface SchemaExampleStory {
  /** The schema holding the example, e.g. schemas/widgets/slider.json. */
  file: string;
  url: string;
  document: Screen | undefined;
  problems: string[];
}

/** One screen file as the stories show it. */
export interface CheckedScreen {
  /** Absolute path on disk. */
  path: string;
  /** Path as problems name it, e.g. screens/faq.json. */
  file: string;
  text: string;
  /** The document to render; null when the screen has problems. */
  document: Screen | null;
  /** The validator's lines for this file. */
  problems: string[];
}

/**
 * Checks all screens of the project in one go (cross-references need them all). `documents`, when
 * given, are what stories render instead of the parsed text (e.g. with expressions compiled).
 */
export type ProjectCheck = (
  sources: ScreenSource[],
  schemas: SchemaFiles,
  sessionParams: readonly string[],
  fragments: ScreenSource[],
) => { problems: Problem[]; documents?: ReadonlyMap<string, unknown> };

// The documents as the app renders them: expressions compiled, fragments in place.
const validateProject: ProjectCheck = (sources, schemas, sessionParams, fragments) =>
  checkScreens(sources, schemas, sessionParams, [], fragments);

/** Every input of the check (screens, schemas, market), by path, size and modification time. */
function inputsStamp(root: string): string {
  const files: string[] = [join(root, "config/market.json")];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".json")) files.push(path);
    }
  };
  walk(join(root, "schemas"));
  files.push(...listScreenFiles(root), ...listFragmentFiles(root));
  return files
    .map((path) => {
      const stat = statSync(path);
      return `${path}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}`;
    })
    .join("\n");
}

/**
 * The indexers and the Vite plugin for one project folder (a test passes a temporary one, and may
 * pass its own check to count how often it runs).
 */
export function createStoryTools(
  root = projectRoot,
  { check = validateProject }: { check?: ProjectCheck } = {},
) {
  let cached: { stamp: string; screens: Map<string, CheckedScreen> } | undefined;
  const provider = String(loadMarket(root).provider ?? "");

  /**
   * Every screen of the project, checked, by file. Storybook asks for screens once per story
   * module and per widget example, so the check runs again only when one of its inputs changed.
   */
  function checkedScreens(): Map<string, CheckedScreen> {
    const stamp = inputsStamp(root);
    if (cached?.stamp === stamp) return cached.screens;
    const paths = listScreenFiles(root);
    const sources = paths.map((p) => readScreenSource(p, root));
    const result = check(
      sources,
      loadSchemaFiles(root),
      loadMarket(root).sessionParams,
      listFragmentFiles(root).map((p) => readScreenSource(p, root)),
    );
    const lines = new Map<string, string[]>();
    for (const p of result.problems)
      lines.set(p.file, [...(lines.get(p.file) ?? []), formatProblem(p)]);
    const screens = new Map<string, CheckedScreen>();
    sources.forEach(({ file, text }, i) => {
      const problems = lines.get(file) ?? [];
      let document: Screen | null = null;
      if (!problems.length) {
        try {
          document = (result.documents?.get(file) ??
            JSON.parse(text)) as Screen;
        } catch {
          // the problems say where
        }
      }
      screens.set(file, { path: paths[i]!, file, text, document, problems });
    });
    cached = { stamp, screens };
    return screens;
  }

  function readScreen(path: string): CheckedScreen {
    const file = relative(root, path).split("\\").join("/");
    const screen = checkedScreens().get(file);
    if (screen) return screen;
    // Not a screen of this project (listScreenFiles decides): shown as one with a problem.
    return {
      path,
      file,
      text: readFileSync(path, "utf8"),
      document: null,
      problems: [`${file}#: not in screens/ (expected screens/<id>.json)`],
    };
  }

  const titleOf = (file: string) => `Screens/${basename(file, ".json")}`;

  const examplesCache = new WeakMap<
    Map<string, CheckedScreen>,
    Map<string, { block: Block; screen: Screen; file: string }[]>
  >();

  /** Up to three uses of a widget kind in real screens, each with the screen it came from. */
  function examples(
    kind: string,
  ): { block: Block; screen: Screen; file: string }[] {
    const screens = checkedScreens();
    let byKind = examplesCache.get(screens);
    if (!byKind) examplesCache.set(screens, (byKind = new Map()));
    const known = byKind.get(kind);
    if (known) return known;
    const found: { block: Block; screen: Screen; file: string }[] = [];
    for (const { file, document } of screens.values()) {
      if (!document) continue;
      const walk = (node: unknown): void => {
        if (found.length >= 3 || typeof node !== "object" || node === null)
          return;
        if (
          (node as Block).type === kind &&
          "type" in node &&
          !("endpoint" in node && kind !== "image-upload")
        ) {
          found.push({ block: node as Block, screen: document, file });
          return;
        }
        Object.values(node).forEach(walk);
      };
      [...document.body, ...(document.footer ?? [])].forEach(walk);
    }
    byKind.set(kind, found);
    return found;
  }

  let exampleCache:
    | { stamp: string; byKind: Map<string, SchemaExampleStory> }
    | undefined;

  /**
   * A widget no screen uses yet, shown by its schema's first example in the screen the examples
   * are checked in (src/compiler/tools/schema-examples.ts): the document to render, or its problems.
   * All such widgets are checked in one pass, again only when an input changed.
   */
  function schemaExample(kind: string): SchemaExampleStory | undefined {
    const stamp = inputsStamp(root);
    if (exampleCache?.stamp !== stamp) {
      const schemas = loadSchemaFiles(root);
      const wanted = kindExamples(schemas)
        .filter(
          (k) =>
            k.site === "block" &&
            k.examples.length &&
            !buildTimeBlockKinds.has(k.kind) &&
            !examples(k.kind).length,
        )
        .map((k) => ({ kind: k, index: 0 }));
      const checked = checkExamples(
        wanted,
        schemas,
        loadMarket(root).sessionParams,
        listScreenFiles(root).map((p) => readScreenSource(p, root)),
        listFragmentFiles(root).map((p) => readScreenSource(p, root)),
      );
      const byKind = new Map<string, SchemaExampleStory>();
      checked.forEach(({ screen, compiled, problems }, i) => {
        const document = compiled as Screen | undefined;
        byKind.set(wanted[i]!.kind.kind, {
          file: screen.schemaFile,
          url: screen.url,
          // The widget alone, as a use in a real screen is shown (the example screen's fields stay out).
          document: document && { ...document, body: document.body.slice(0, 1) },
          problems: problems.map(formatProblem),
        });
      });
      exampleCache = { stamp, byKind };
    }
    return exampleCache.byKind.get(kind);
  }

  const screenIndexer: Indexer = {
    test: screenFile,
    createIndex: async (fileName) => {
      const { file, document } = readScreen(fileName);
      const title = titleOf(file);
      if (!document)
        return [
          {
            type: "story",
            importPath: fileName,
            exportName: "Problems",
            name: "Problems",
            title,
          },
        ];
      return planStories(document, provider).map((s) => ({
        type: "story" as const,
        importPath: fileName,
        exportName: s.exportName,
        name: s.name,
        title,
      }));
    },
  };

  const widgetIndexer: Indexer = {
    test: widgetFile,
    createIndex: async (fileName) => {
      const kind = basename(fileName, ".json");
      const count = Math.max(examples(kind).length, 1);
      return Array.from({ length: count }, (_, i) => ({
        type: "story" as const,
        importPath: fileName,
        exportName: `Use${i + 1}`,
        name: `Use ${i + 1}`,
        title: `Widgets/${kind}`,
      }));
    },
  };

  // Story modules get a virtual id that does not end in .json, or Vite's JSON plugin would parse them.
  const virtualPrefix = "\0json-story:";
  const virtualSuffix = ".story.js";

  function storiesPlugin(): Plugin {
    const src = storyModule(`${projectRoot}/src/storybook`);
    return {
      name: "json-stories",
      enforce: "pre",
      resolveId(id, importer) {
        if (id.includes("?") || !(screenFile.test(id) || widgetFile.test(id)))
          return undefined;
        const path =
          isAbsolute(id) && id.startsWith(root)
            ? id
            : resolve(
                importer ? dirname(importer) : root,
                id.replace(/^\/(?=screens|schemas)/, `${root}/`),
              );
        return `${virtualPrefix}${path}${virtualSuffix}`;
      },
      load(raw) {
        if (!raw.startsWith(virtualPrefix)) return undefined;
        const id = raw.slice(virtualPrefix.length, -virtualSuffix.length);
        if (screenFile.test(id)) {
          const { file, text, document, problems } = readScreen(id);
          const site = document?.layout === "site";
          const head = [
            `import { createElement } from 'react';`,
            `import { ScreenStory, ScreenProblems } from '${src}/screen-story.tsx';`,
            `export default { title: ${JSON.stringify(titleOf(file))}, parameters: { screen: ${JSON.stringify({ file, source: text, problems })} }${site ? ", globals: { viewport: { value: 'desktop', isRotated: false } }" : ""} };`,
          ];
          if (!document)
            return [
              ...head,
              `export const Problems = { render: () => createElement(ScreenProblems, ${JSON.stringify({ file, problems })}) };`,
            ].join("\n");
          const entry = JSON.stringify(
            document.entry === "promotion" ? "promotion" : "app",
          );
          const stories = planStories(document, provider).map(
            (s) =>
              `export const ${s.exportName} = { name: ${JSON.stringify(s.name)}, render: () => createElement(ScreenStory, { url: ${JSON.stringify(s.url)}, replies: ${JSON.stringify(s.replies)}, entry: ${entry}, expects: ${JSON.stringify(s.expects ?? null)} }) };`,
          );
          return [...head, ...stories].join("\n");
        }
        if (widgetFile.test(id)) {
          const kind = basename(id, ".json");
          const schema = readFileSync(id, "utf8");
          const uses = examples(kind);
          const meta = `export default { title: ${JSON.stringify(`Widgets/${kind}`)}, parameters: { screen: ${JSON.stringify({ file: relative(root, id), source: schema, problems: [] })} } };`;
          const head = [
            `import { createElement } from 'react';`,
            `import { PreviewScreen } from '${src}/preview-screen.tsx';`,
            meta,
          ];
          const example = uses.length ? undefined : schemaExample(kind);
          if (example?.document)
            return [
              ...head,
              `export const Use1 = { name: ${JSON.stringify(`Use 1 (example of ${example.file})`)}, render: () => createElement(PreviewScreen, { document: ${JSON.stringify(example.document)}, url: ${JSON.stringify(example.url)} }) };`,
            ].join("\n");
          if (example)
            return [
              `import { createElement } from 'react';`,
              `import { ScreenProblems } from '${src}/screen-story.tsx';`,
              meta,
              `export const Use1 = { name: 'Use 1', render: () => createElement(ScreenProblems, ${JSON.stringify({ file: example.file, problems: example.problems })}) };`,
            ].join("\n");
          if (!uses.length)
            return [
              ...head,
              `export const Use1 = { name: 'Use 1', render: () => createElement('p', { style: { padding: 16 } }, ${JSON.stringify(buildTimeBlockKinds.has(kind) ? `A ${kind} block is replaced when the screens are built (see screens/fragments/): the app never draws it.` : `No screen uses ${kind} and its schema has no example yet.`)}) };`,
            ].join("\n");
          const stories = uses.map(({ block, screen, file }, i) => {
            // The widget alone, inside the screen it comes from (its data, state and dialogs), at that screen's Loaded address.
            const document = {
              ...screen,
              body: [block],
              footer: [],
              onLoad: [],
              hostHandlers: {},
            };
            const url = planStories(screen, provider)[0]?.url ?? screen.routes[0];
            return `export const Use${i + 1} = { name: ${JSON.stringify(`Use ${i + 1} (${file})`)}, render: () => createElement(PreviewScreen, { document: ${JSON.stringify(document)}, url: ${JSON.stringify(url)} }) };`;
          });
          return [...head, ...stories].join("\n");
        }
        return undefined;
      },
    };
  }

  return { screenIndexer, widgetIndexer, storiesPlugin, checkedScreens };
}

// Stories without story files: every screens/*.json becomes a story module (its Loaded, Loading,
// Server failure and declared scenarios), and every schemas/widgets/*.json one showing the widget
// as real screens use it. The indexer (sidebar) and the transform (module) share planStories.
import { readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import type { Indexer } from "storybook/internal/types";
import type { Block, Screen } from "../src/generated/screen";
import { planStories } from "../src/storybook/story-plan";
import {
  listScreenFiles,
  loadMarket,
  loadSchemaFiles,
  projectRoot,
  readScreenSource,
} from "../src/validation/files-on-disk";
import { formatProblem } from "../src/validation/problem";
import { validateScreens } from "../src/validation/validate-screens";

const screenFile = /[\\/]screens[\\/][^\\/]+\.json$/;
const widgetFile = /[\\/]schemas[\\/]widgets[\\/][^\\/]+\.json$/;
const storyModule = (path: string) => path.split("\\").join("/");

/** The indexers and the Vite plugin for one project folder (a test passes a temporary one). */
export function createStoryTools(root = projectRoot) {
  function problemsByFile(): Map<string, string[]> {
    const sources = listScreenFiles(root).map((p) => readScreenSource(p, root));
    const problems = validateScreens(
      sources,
      loadSchemaFiles(root),
      loadMarket(root).sessionParams,
    );
    const byFile = new Map<string, string[]>();
    for (const p of problems)
      byFile.set(p.file, [...(byFile.get(p.file) ?? []), formatProblem(p)]);
    return byFile;
  }

  function readScreen(path: string): {
    file: string;
    text: string;
    document: Screen | null;
    problems: string[];
  } {
    const { file, text } = readScreenSource(path, root);
    const problems = problemsByFile().get(file) ?? [];
    let document: Screen | null = null;
    try {
      document = JSON.parse(text) as Screen;
    } catch {
      // the problems say where
    }
    return {
      file,
      text,
      document: problems.length ? null : document,
      problems,
    };
  }

  const titleOf = (file: string) => `Screens/${basename(file, ".json")}`;

  /** Up to three uses of a widget kind in real screens, each with the screen it came from. */
  function examples(
    kind: string,
  ): { block: Block; screen: Screen; file: string }[] {
    const found: { block: Block; screen: Screen; file: string }[] = [];
    for (const path of listScreenFiles(root)) {
      const { file, document, problems } = readScreen(path);
      if (!document || problems.length) continue;
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
    return found;
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
      return planStories(document).map((s) => ({
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
          const stories = planStories(document).map(
            (s) =>
              `export const ${s.exportName} = { name: ${JSON.stringify(s.name)}, render: () => createElement(ScreenStory, { url: ${JSON.stringify(s.url)}, replies: ${JSON.stringify(s.replies)}, entry: ${entry} }) };`,
          );
          return [...head, ...stories].join("\n");
        }
        if (widgetFile.test(id)) {
          const kind = basename(id, ".json");
          const schema = readFileSync(id, "utf8");
          const uses = examples(kind);
          const head = [
            `import { createElement } from 'react';`,
            `import { PreviewScreen } from '${src}/preview-screen.tsx';`,
            `export default { title: ${JSON.stringify(`Widgets/${kind}`)}, parameters: { screen: ${JSON.stringify({ file: relative(root, id), source: schema, problems: [] })} } };`,
          ];
          if (!uses.length)
            return [
              ...head,
              `export const Use1 = { name: 'Use 1', render: () => createElement('p', { style: { padding: 16 } }, 'No screen uses ${kind} yet.') };`,
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
            const url = planStories(screen)[0]?.url ?? screen.routes[0];
            return `export const Use${i + 1} = { name: ${JSON.stringify(`Use ${i + 1} (${file})`)}, render: () => createElement(PreviewScreen, { document: ${JSON.stringify(document)}, url: ${JSON.stringify(url)} }) };`;
          });
          return [...head, ...stories].join("\n");
        }
        return undefined;
      },
    };
  }

  return { screenIndexer, widgetIndexer, storiesPlugin };
}

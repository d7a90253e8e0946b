import { afterEach, describe, expect, it } from "vitest";
import { act, waitFor } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/history";
import { appEntry } from "./app";
import { loadingStateDelayMs, mountApp, type EntryApp } from "./mount-app";

// Issue 31, fields in the first render: a page the build did not draw for this route (the bench's
// page, a host's fallback, the dev server) gets its screen in the app's first render, with no
// loading state before its fields.

/** Every element added to #root, in the order React added them, until the test reads them. */
function recordAdded(root: HTMLElement): Element[] {
  const added: Element[] = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          added.push(node, ...node.querySelectorAll("*"));
  }).observe(root, { childList: true, subtree: true });
  return added;
}

function freshRoot(): HTMLElement {
  const root = document.createElement("div");
  root.id = "root";
  document.body.append(root);
  return root;
}

afterEach(() => document.getElementById("root")?.remove());

describe("mountApp on a page the build did not draw for the route", () => {
  it("draws a form screen with its fields in the first render, never a loading state first", async () => {
    // A screen without data (screens/complaint-form.json): nothing but its modules to wait for.
    const url = "/complainPageNext?orderId=10174&problemType=2";
    // Its modules in, as the route's page has them (it links their chunks): a first load brings them.
    await appEntry(createMemoryHistory({ initialEntries: [url] })).load();
    const root = freshRoot();
    const added = recordAdded(root);
    await act(() =>
      mountApp(() => appEntry(createMemoryHistory({ initialEntries: [url] }))),
    );
    await waitFor(() => expect(root.querySelector("textarea")).not.toBeNull());
    const firstField = added.findIndex((element) =>
      element.matches("textarea, input:not([type=hidden])"),
    );
    expect(
      added
        .slice(0, firstField)
        .filter((element) => element.matches('[role="status"]')),
    ).toEqual([]);
  });

  it("draws when the route is loaded, or once the loading state is due when its modules take longer", async () => {
    const root = freshRoot();
    const entry = (load: Promise<void>, drawn: string[]): EntryApp => ({
      pathname: "/",
      load: () => load,
      loadForHydration: () => load,
      render: () => {
        drawn.push(performance.now().toFixed(0));
        return <p>drawn</p>;
      },
    });
    const quick: string[] = [];
    let loaded = false;
    await act(() =>
      mountApp(() =>
        entry(
          new Promise<void>((resolve) =>
            setTimeout(() => {
              loaded = true;
              resolve();
            }, 20),
          ),
          quick,
        ),
      ),
    );
    expect(loaded, "drawn after the load").toBe(true);
    expect(quick).toHaveLength(1);
    root.remove();

    freshRoot();
    const slow: string[] = [];
    const started = performance.now();
    await act(() => mountApp(() => entry(new Promise(() => undefined), slow)));
    expect(slow, "drawn though the load never ends").toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      loadingStateDelayMs - 5,
    );
  });
});

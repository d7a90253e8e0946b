import { useEffect, useState, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import type { ScreenMeta } from 'virtual:screens';
import type { Screen } from '../generated/screen';
import type { ScreenView } from '../renderer/screen-view';
import { DataViewContext, type DataViewProps } from '../renderer/data-view';
import { FormHookContext, type UseScreenForm } from '../renderer/form-hook';
import { DialogNeedsContext } from '../renderer/dialog-parts';
import { WidgetsContext, type WidgetRegistry } from '../renderer/widgets-context';
import { loadWidgets } from '../widgets/registry';
import { readMobileNumbersOnUse } from '../lib/mobile-numbers-on-use';
import { parseSearch } from '../lib/search-params';
import { currentLanguage } from '../i18n/language';
import { screenWithId } from './screen-index';
import { screenModules } from './screen-modules';

// How an entry gets a screen on screen, router or not (src/app/router.tsx, src/app/landing.tsx).

export function Pending() {
  return (
    <Center className="screen-state" role="status">
      <Loader />
    </Center>
  );
}

export interface LoadedScreen {
  document: Screen;
  widgets: WidgetRegistry;
  View: typeof ScreenView;
  /** For a screen that loads data. */
  DataView?: ComponentType<DataViewProps>;
  /** For a screen with fields: its form's hook (react-hook-form). */
  useForm?: UseScreenForm;
}

/**
 * A screen's document, the widgets it uses and the renderer itself (actions, expressions; the
 * data view and its query cache only for a screen that loads data, the form library only for one
 * with fields), fetched in parallel: the
 * page's first script only starts the app and shows the loading state, and the rest arrives in the
 * same round trip as the screen. prefetch starts the screen's data calls once its document is in,
 * while widgets and the renderer still arrive; one that fails leaves the screen to make (and
 * report) the call itself. What it loads is screenModules', which the route's page links too.
 */
export async function loadScreen(meta: ScreenMeta, prefetch?: (document: Screen) => Promise<void>): Promise<LoadedScreen> {
  const modules = screenModules(meta);
  const wants = (kind: (typeof modules)[number]['kind']) => modules.some((module) => module.kind === kind);
  const document = meta.load(currentLanguage());
  const [loaded, widgets, renderer, dataView, form] = await Promise.all([
    document,
    loadWidgets(modules.flatMap((module) => (module.kind === 'widget' ? [module.type] : []))),
    import('../renderer/screen-view'),
    wants('data-view') ? import('../renderer/data-screen-view') : undefined,
    wants('form') ? import('../renderer/screen-form') : undefined,
    prefetch ? document.then(prefetch).catch(() => undefined) : undefined,
  ]);
  return { document: loaded, widgets, View: renderer.ScreenView, DataView: dataView?.DataScreenView, useForm: form?.useScreenForm };
}

export function LoadedScreenView({ meta, screen, search }: { meta: ScreenMeta; screen: LoadedScreen; search: Record<string, string> }) {
  const { View, DataView } = screen;
  useEffect(() => (meta.mobileNumbers ? readMobileNumbersOnUse() : undefined), [meta.mobileNumbers]);
  return (
    <WidgetsContext.Provider value={screen.widgets}>
      <DataViewContext.Provider value={DataView ?? null}>
        <FormHookContext.Provider value={screen.useForm ?? null}>
          <DialogNeedsContext.Provider value={meta.dialogs}>
            <View key={meta.id} document={screen.document} file={meta.file} search={search} />
          </DialogNeedsContext.Provider>
        </FormHookContext.Provider>
      </DataViewContext.Provider>
    </WidgetsContext.Provider>
  );
}

/** A screen without a route of its own (not-found), loaded by id. */
export function ScreenById({ id }: { id: string }) {
  const [shown, setShown] = useState<{ meta: ScreenMeta; screen: LoadedScreen } | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void screenWithId(id).then(async (meta) => {
      const screen = meta && (await loadScreen(meta));
      if (live) setShown(meta && screen ? { meta, screen } : null);
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (shown === null) return null;
  return shown ? <LoadedScreenView meta={shown.meta} screen={shown.screen} search={parseSearch(window.location.search)} /> : <Pending />;
}

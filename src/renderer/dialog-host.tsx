import { useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Center, Drawer, Loader, Modal, Stack } from '@mantine/core';
import type { Dialog } from '../generated/screen';
import { checkRelease } from '../lib/release-check';
import { BlockList } from './block-view';
import { DialogNeedsContext } from './dialog-parts';
import { dialogPartsLoader, type DialogParts, type DialogPartsLoader } from './dialog-parts-loader';
import type { UseScreenForm } from './form-hook';
import { useWaited } from './loading-delay';
import { RuntimeContext, useRuntime } from './runtime-context';
import { useText } from './use-expression';
import { useWidgets, WidgetsContext } from './widgets-context';

function useOpenDialogs(): string[] {
  const { dialogs } = useRuntime();
  const subscribe = useCallback((onChange: () => void) => dialogs.subscribe('open', onChange), [dialogs]);
  const read = () => (dialogs.get('open') as string[] | undefined) ?? [];
  return useSyncExternalStore(subscribe, read, read);
}

function DialogView({ id, dialog, opened }: { id: string; dialog: Dialog; opened: boolean }) {
  const runtime = useRuntime();
  const title = useText(dialog.title);
  const label = useText(dialog.label);
  const closable = dialog.closable;
  const close = () => {
    runtime.services.dialogs.close(id);
    void runtime.runSteps(dialog.onClose);
  };
  const content = (
    <Stack gap="md">
      <BlockList blocks={dialog.body} pointer={`/dialogs/${id}/body`} />
      {dialog.footer?.length ? (
        <Stack gap="xs">
          <BlockList blocks={dialog.footer} pointer={`/dialogs/${id}/footer`} />
        </Stack>
      ) : null}
    </Stack>
  );
  const common = {
    opened,
    onClose: close,
    title: title || undefined,
    withCloseButton: closable,
    closeOnClickOutside: closable,
    closeOnEscape: closable,
    closeButtonProps: { 'aria-label': runtime.services.market.messages.close },
    attributes: {
      // Mantine draws the title bar as a <header>, which a screen reader takes for a second banner of
      // the page beside the site's own (its section has the role dialog, which scopes no landmark):
      // axe landmark-no-duplicate-banner on the site's contact dialog. The dialog names itself.
      header: { role: 'none' },
      // Mantine names the dialog by its title (aria-labelledby); one with no title shows none, so the
      // screen's label names it instead, else a screen reader announces a nameless dialog (axe aria-dialog-name).
      ...(title ? {} : { content: { 'aria-label': label || undefined } }),
    },
  };
  if (dialog.kind === 'sheet') {
    return (
      <Drawer {...common} position="bottom" size="auto" radius="md" data-dialog={id}>
        {content}
      </Drawer>
    );
  }
  return (
    <Modal {...common} centered fullScreen={dialog.kind === 'fullscreen'} data-dialog={id}>
      {content}
    </Modal>
  );
}

/** Without a loader (Storybook): the screen's widgets and form draw the dialog. */
const screenParts: DialogParts = { widgets: {} };

/**
 * What dialog `id` draws with, fetched when it opens; null until it is in. A fetch that fails
 * closes the dialog again, so the page is not left under a spinner; the next opening asks again.
 */
function useDialogParts(loader: DialogPartsLoader | null, id: string, opened: boolean): DialogParts | null {
  const runtime = useRuntime();
  const [fetched, setFetched] = useState<DialogParts | null>(null);
  const parts = loader ? (fetched ?? loader.loaded(id) ?? null) : screenParts;
  useEffect(() => {
    if (!opened || parts || !loader) return undefined;
    let live = true;
    loader.load(id).then(
      (loaded) => live && setFetched(loaded),
      () => {
        if (live) runtime.services.dialogs.close(id);
        // Gone with a replaced release? The page-wide notice then says reload (src/lib/release-check.ts).
        void checkRelease();
      },
    );
    return () => {
      live = false;
    };
  }, [id, opened, parts, loader, runtime]);
  return parts;
}

/** A spinner over the page while an opened dialog's code arrives, only once that takes a while (a quick one would flash). */
function DialogLoading() {
  return useWaited(true) ? (
    <Center role="status" data-dialog-loading pos="fixed" inset={0} style={{ zIndex: 300 }}>
      <Loader />
    </Center>
  ) : null;
}

/**
 * A dialog's own form, kept from its first opening for the screen's life: what the borrower
 * entered is still there when it opens again, as when its fields were the screen's.
 */
function DialogForm({ useForm, children }: { useForm: UseScreenForm; children: ReactNode }) {
  const runtime = useRuntime();
  const form = useForm({});
  const [own] = useState(() => runtime.withForm(form));
  return <RuntimeContext.Provider value={own}>{children}</RuntimeContext.Provider>;
}

/** One of the screen's dialogs: its code fetched the first time it opens, drawn while open. */
function DialogSlot({ loader, id, dialog, opened }: { loader: DialogPartsLoader | null; id: string; dialog: Dialog; opened: boolean }) {
  const parts = useDialogParts(loader, id, opened);
  const screenWidgets = useWidgets();
  const widgets = useMemo(() => (parts ? { ...screenWidgets, ...parts.widgets } : screenWidgets), [screenWidgets, parts]);
  if (!parts) return opened ? <DialogLoading /> : null;
  const view = opened ? <DialogView id={id} dialog={dialog} opened /> : null;
  return <WidgetsContext.Provider value={widgets}>{parts.useForm ? <DialogForm useForm={parts.useForm}>{view}</DialogForm> : view}</WidgetsContext.Provider>;
}

/** Renders the screen's dialogs; only open ones mount their content. */
export function DialogHost() {
  const runtime = useRuntime();
  const open = useOpenDialogs();
  const needs = useContext(DialogNeedsContext);
  const loader = useMemo(() => needs && dialogPartsLoader(needs), [needs]);
  const dialogs = runtime.services.document.dialogs ?? {};
  return (
    <>
      {Object.entries(dialogs).map(([id, dialog]) => (
        <DialogSlot key={id} loader={loader} id={id} dialog={dialog} opened={open.includes(id)} />
      ))}
    </>
  );
}

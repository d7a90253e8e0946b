import { useCallback, useSyncExternalStore } from 'react';
import { Drawer, Modal, Stack } from '@mantine/core';
import type { Dialog } from '../generated/screen';
import { BlockList } from './block-view';
import { useRuntime } from './runtime-context';
import { useText } from './use-expression';

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

/** Renders the screen's dialogs; only open ones mount their content. */
export function DialogHost() {
  const runtime = useRuntime();
  const open = useOpenDialogs();
  const dialogs = runtime.services.document.dialogs ?? {};
  return (
    <>
      {Object.entries(dialogs).map(([id, dialog]) =>
        open.includes(id) ? <DialogView key={id} id={id} dialog={dialog} opened /> : null,
      )}
    </>
  );
}

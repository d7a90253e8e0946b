import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Input, Progress, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { evaluate } from '../../expressions/evaluate';
import type { ImageUploadBlock } from '../../generated/screen';
import { checkUrl, pageAddress } from '../../lib/safe-url';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useRuntime } from '../../renderer/runtime-context';
import { useText } from '../../renderer/use-expression';
import { useField } from '../../renderer/use-field';
import { shrinkPhoto } from './shrink-photo';

type Status = 'preparing' | 'uploading' | 'done' | 'failed';
interface Entry {
  key: number;
  file?: File;
  /** What the tile shows: the photo taken here (a blob: address), or a restored address safe to show; none shows a placeholder. */
  preview?: string;
  status: Status;
  progress: number;
  /** The address the server gave, exactly as it gave it: the form sends it back so (CONTRACT "API"). */
  url?: string;
}

let nextKey = 1;

/** The URLs of a form value (uploaded photos); anything else counts as none. */
const uploadedUrls = (value: unknown): string[] => (Array.isArray(value) ? (value as unknown[]) : []).filter((u): u is string => typeof u === 'string');

/** An address shown as a picture only when checkUrl allows it (http(s) or an in-app path); it is only ever shown, never sent. */
function shownAddress(url: string): string | undefined {
  const checked = checkUrl(url, pageAddress());
  return checked ? (checked.kind === 'web' ? checked.href : checked.path) : undefined;
}

const uploadedEntries = (value: unknown): Entry[] => uploadedUrls(value).map((url) => ({ key: nextKey++, preview: shownAddress(url), url, status: 'done', progress: 1 }));

/**
 * The uploaded picture's address in the reply: any non-empty text, kept as written. It is not
 * checkUrl'd here: that would rewrite a same-origin address to a bare path and refuse a relative
 * one, and the server must get back the value it gave (a later call compares or looks it up).
 */
function replyAddress(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Photos: scaled down, uploaded one by one with progress, removable, retryable on failure. */
export function ImageUpload({ block }: WidgetProps<ImageUploadBlock>) {
  const runtime = useRuntime();
  const { services } = runtime;
  const max = block.max;
  const pending = useRef(false);
  const pendingMessage = useText(block.pendingMessage ?? '');
  const extraCheck = useCallback(() => (pending.current ? pendingMessage || services.market.messages.loading : null), [pendingMessage, services]);
  const { field, label, error } = useField({ ...block, default: undefined }, { extraCheck });
  const texts = {
    add: useText(block.addLabel ?? '+'),
    remove: useText(block.removeLabel ?? services.market.messages.cancel),
    retry: useText(block.retryLabel ?? services.market.messages.retry),
    uploading: useText(block.uploadingLabel ?? services.market.messages.loading),
    failed: useText(block.failedLabel ?? services.market.messages.networkError),
    success: useText(block.successMessage ?? ''),
  };
  const [entries, setEntries] = useState<Entry[]>(() => uploadedEntries(field.value));
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(entries);
  latest.current = entries;

  const patch = useCallback((key: number, change: Partial<Entry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  // The form value is the uploaded URLs, in order; anything unfinished blocks sending. `written` is
  // the value as this widget last knew it: a change from elsewhere (a draft restored once a
  // prerendered page has hydrated) replaces the tiles instead of being overwritten by them.
  const written = useRef(uploadedUrls(field.value).join('\n'));
  const setValue = useRef(field.onChange);
  setValue.current = field.onChange;
  useEffect(() => {
    pending.current = entries.some((e) => e.status !== 'done');
    const urls = entries.filter((e) => e.status === 'done' && e.url).map((e) => e.url as string);
    if (urls.join('\n') === written.current) return;
    written.current = urls.join('\n');
    setValue.current(urls);
  }, [entries]);
  useEffect(() => {
    const urls = uploadedUrls(field.value).join('\n');
    if (urls === written.current) return;
    written.current = urls;
    setEntries(uploadedEntries(field.value));
  }, [field.value]);

  useEffect(() => () => latest.current.forEach((e) => e.preview?.startsWith('blob:') && URL.revokeObjectURL(e.preview)), []);

  const upload = useCallback(
    async (entry: Entry, original: File) => {
      patch(entry.key, { status: 'preparing', progress: 0 });
      const file = entry.file ?? (await shrinkPhoto(original, block.maxDimension, block.quality));
      patch(entry.key, { file, status: 'uploading' });
      const result = await services.call(block.endpoint, { [block.fileField]: file }, undefined, (fraction) => patch(entry.key, { progress: fraction }));
      const reply = { ok: result.ok, code: result.code ?? null, message: result.message, data: result.data ?? null };
      const url = result.ok ? replyAddress(evaluate(block.urlFrom ?? { var: 'reply.data.url' }, { reply })) : undefined;
      if (result.ok && url !== undefined) {
        patch(entry.key, { status: 'done', progress: 1, url });
        if (texts.success) services.toast.show(texts.success, 'success');
      } else {
        patch(entry.key, { status: 'failed' });
        services.toast.show(result.ok ? services.market.messages.badReply : result.message, 'fail');
      }
    },
    [block, services, patch, texts.success],
  );

  const onFiles = (files: FileList | null) => {
    const room = max - latest.current.length;
    const picked = Array.from(files ?? []).filter((f) => f.type.startsWith('image/')).slice(0, Math.max(room, 0));
    const added = picked.map((file) => ({ entry: { key: nextKey++, preview: URL.createObjectURL(file), status: 'preparing' as Status, progress: 0 }, file }));
    setEntries((list) => [...list, ...added.map((a) => a.entry)]);
    // One at a time: parallel uploads on a slow link all finish late.
    void added.reduce((chain, { entry, file }) => chain.then(() => upload(entry, file)), Promise.resolve());
    if (input.current) input.current.value = '';
  };

  const remove = (entry: Entry) => {
    if (entry.preview?.startsWith('blob:')) URL.revokeObjectURL(entry.preview);
    setEntries((list) => list.filter((e) => e.key !== entry.key));
  };

  return (
    <Input.Wrapper label={label || undefined} error={error} description={`${entries.length}/${max}`}>
      <SimpleGrid cols={3} spacing="xs" mt={6}>
        {entries.map((entry, i) => (
          <div key={entry.key} className="upload-tile" data-status={entry.status}>
            {entry.preview ? <img src={entry.preview} alt={`${label} ${i + 1}`} /> : <span className="upload-placeholder" role="img" aria-label={`${label} ${i + 1}`} />}
            <ActionIcon className="upload-remove" size="sm" radius="xl" color="dark" aria-label={`${texts.remove} ${i + 1}`} onClick={() => remove(entry)}>
              ×
            </ActionIcon>
            {entry.status === 'preparing' || entry.status === 'uploading' ? (
              <div className="upload-status" role="status">
                <Text size="xs" c="white">
                  {texts.uploading}
                </Text>
                <Progress value={Math.round(entry.progress * 100)} size="sm" w="80%" aria-label={`${texts.uploading} ${i + 1}`} />
              </div>
            ) : null}
            {entry.status === 'failed' ? (
              <div className="upload-status" role="alert">
                <Text size="xs" c="white">
                  {texts.failed}
                </Text>
                <Button size="compact-xs" variant="white" onClick={() => entry.file && void upload(entry, entry.file)} disabled={!entry.file}>
                  {texts.retry}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        {entries.length < max ? (
          <UnstyledButton className="upload-add" aria-label={texts.add} onClick={() => input.current?.click()}>
            <span aria-hidden="true">+</span>
          </UnstyledButton>
        ) : null}
      </SimpleGrid>
      <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => onFiles(e.currentTarget.files)} data-testid={`${field.name}-input`} />
    </Input.Wrapper>
  );
}

import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Input } from '@mantine/core';
import type { PhotoInputBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';

/** Picks a photo and shows it: a check that the host app's file chooser and camera work. Nothing is sent. */
export function PhotoInput({ block }: WidgetProps<PhotoInputBlock>) {
  const label = useText(block.label);
  const id = useId();
  const [photo, setPhoto] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPhoto(file ? { url: URL.createObjectURL(file), name: file.name } : null);
  };
  const capture = block.capture && block.capture !== 'none' ? block.capture : undefined;
  return (
    <Input.Wrapper label={label} labelElement="label" id={id}>
      <input id={id} type="file" accept="image/*" capture={capture} onChange={onChange} className="photo-input" />
      {photo ? (
        <figure className="photo-input-preview">
          <img src={photo.url} alt={photo.name} />
          <figcaption>{photo.name}</figcaption>
        </figure>
      ) : null}
    </Input.Wrapper>
  );
}

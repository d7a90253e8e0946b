import { useEffect, useState } from 'react';
import type { Block, IncludeBlock } from '../../generated/screen';
import { BlockList, type WidgetProps } from '../../renderer/block-view';
import { useIncludedScreen } from '../../renderer/included-screens';
import { currentLanguage } from '../../i18n/language';
import { screenWithId } from '../../app/screen-index';

/**
 * Shows the body of another (static) screen in this one. The validator checks that the screen
 * exists and is static; its blocks render in this screen, with this screen's scope. The router
 * loads the included document with the screen; elsewhere (a story of one block) it loads here.
 */
export function Include({ block, pointer }: WidgetProps<IncludeBlock>) {
  const preloaded = useIncludedScreen(block.screen);
  const [loaded, setLoaded] = useState<Block[] | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const body = preloaded?.body ?? loaded;
  useEffect(() => {
    if (preloaded) return undefined;
    let live = true;
    screenWithId(block.screen)
      .then((meta) => {
        if (!meta) throw new Error(`include: no screen has id "${block.screen}" (expected the id of a screen in screens/)`);
        return meta.load(currentLanguage());
      })
      .then(
        (document) => live && setLoaded(document.body),
        (error: unknown) => live && setFailure(error instanceof Error ? error : new Error(String(error))),
      );
    return () => {
      live = false;
    };
  }, [block.screen, preloaded]);
  // Thrown during render, so the block's boundary reports it with its place.
  if (failure) throw failure;
  return body ? <BlockList blocks={body} pointer={`${pointer} → screens/${block.screen}.json#/body`} /> : <div className="include-pending" aria-busy="true" />;
}

import type { MouseEvent } from 'react';
import type { LanguageSwitchBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useHistory, usePathname } from '../../renderer/navigation';
import { inAppLinkAttribute } from '../../renderer/plain-link';
import { useBuiltPass } from '../../renderer/render-phase';
import { useRuntime } from '../../renderer/runtime-context';
import { useText } from '../../renderer/use-expression';
import { keepSession } from '../../lib/session-address';
import { currentLanguage, languageChoices } from '../../i18n/language';
import { languageChoiceAttribute, languagePagePath } from '../../i18n/language-link';
import { switchLanguage } from '../../i18n/switch-language';

// Plain elements and app.css, not Mantine's Group and Anchor: the landing page's budget has no room for them.
/**
 * Each language is a link to the page in it (src/i18n/language-link.ts), so the switch works with no
 * script (a static page has none); in the app a plain click switches in place (switchLanguage: the
 * choice kept, the page loaded again in it, the landing's hash route and query kept).
 */
export function LanguageSwitch({ block }: WidgetProps<LanguageSwitchBlock>) {
  const label = useText(block.label);
  const current = currentLanguage();
  const pathname = usePathname();
  const history = useHistory();
  const built = useBuiltPass();
  const { services } = useRuntime();
  // The build's page knows the path alone; once the app runs, the entry's own address (the landing's
  // hash route) with the page's session, as a link opened in a new tab needs.
  const hrefOf = (code: string) => (built ? languagePagePath(pathname, code) : history.createHref(keepSession(languagePagePath(pathname, code), services.sessionQuery(), services.market.sessionParams)));
  const onClick = (event: MouseEvent, code: string) => {
    // A click with a modifier or another button opens the link as the browser does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (code !== current) switchLanguage(code);
  };
  return (
    <div role="group" aria-label={label} className="language-switch" data-align={block.align}>
      {languageChoices().map((choice) => {
        const here = choice.code === current;
        // Each name is in its own language, for a screen reader to say it right.
        return (
          <a
            key={choice.code}
            href={hrefOf(choice.code)}
            hrefLang={choice.code}
            lang={choice.code}
            aria-current={here || undefined}
            {...{ [inAppLinkAttribute]: '', [languageChoiceAttribute]: choice.code }}
            onClick={(event) => onClick(event, choice.code)}
          >
            {choice.label}
          </a>
        );
      })}
    </div>
  );
}

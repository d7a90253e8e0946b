import type { LanguageSwitchBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/block-view';
import { useText } from '../../renderer/use-expression';
import { currentLanguage, languageChoices } from '../../i18n/language';
import { switchLanguage } from '../../i18n/switch-language';

// Plain elements and app.css, not Mantine's Group and Anchor: the landing page's budget has no room for them.
export function LanguageSwitch({ block }: WidgetProps<LanguageSwitchBlock>) {
  const label = useText(block.label);
  const current = currentLanguage();
  return (
    <div role="group" aria-label={label} className="language-switch" data-align={block.align}>
      {languageChoices().map((choice) => {
        const here = choice.code === current;
        // Each name is in its own language, for a screen reader to say it right.
        return (
          <button key={choice.code} type="button" lang={choice.code} aria-current={here || undefined} onClick={here ? undefined : () => switchLanguage(choice.code)}>
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}

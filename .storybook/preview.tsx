import type { Preview } from '@storybook/react-vite';
import '@mantine/core/styles.css';
import '../src/app/app.css';
import { setScreenManifest } from '../src/app/screen-index';
import { startDevApi } from '../src/dev-api/browser';
import { loadMobileNumbers } from '../src/lib/mobile-numbers';
import { InLanguage } from '../src/storybook/in-language';
import market from '../config/market.json';

// Stories open screens as the app's entry does (src/app/app.tsx appEntry): the screen index finds
// them in the manifest the entry hands it, never imported by shared code (issue 63).
setScreenManifest(() => import('virtual:screens'));

const preview: Preview = {
  // Every story talks to the dev API, started once before the first story renders. Stories draw
  // screens without the router, which loads the mobile-number reader for the screens that need it.
  loaders: [async () => ({ devApi: await startDevApi(), mobileNumbers: await loadMobileNumbers() })],
  // Any story in any language of config/market.json (toolbar, or ?globals=language:fil in a story's address).
  globalTypes: {
    language: {
      description: 'The language screens are shown in',
      toolbar: { title: 'Language', icon: 'globe', items: market.languages.choices.map((c) => ({ value: c.code, title: c.label })), dynamicTitle: true },
    },
  },
  decorators: [(Story, context) => <InLanguage code={String(context.globals.language ?? market.languages.default)}><Story /></InLanguage>],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    initialGlobals: { viewport: { value: 'phone', isRotated: false }, language: market.languages.default },
  },
};

export default preview;

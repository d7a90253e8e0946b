import type { Preview } from '@storybook/react-vite';
import '@mantine/core/styles.css';
import '../src/app/app.css';
import { startDevApi } from '../src/dev-api/browser';
import { loadMobileNumbers } from '../src/lib/mobile-numbers';

const preview: Preview = {
  // Every story talks to the dev API, started once before the first story renders. Stories draw
  // screens without the router, which loads the mobile-number reader for the screens that need it.
  loaders: [async () => ({ devApi: await startDevApi(), mobileNumbers: await loadMobileNumbers() })],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    initialGlobals: { viewport: { value: 'phone', isRotated: false } },
  },
};

export default preview;

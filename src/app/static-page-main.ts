// The script of a static page (src/app/static-page.ts says what it does and why), built as a chunk
// of its own that src/build/route-html-plugin.ts links instead of the app's entry.
import { startStaticPage } from './static-page';

startStaticPage();

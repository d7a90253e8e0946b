import { describe, expect, it } from 'vitest';
import { chunkFileName, contentChunks, isAppStartModule, isCommonFieldModule, isCommonUiModule, isEarlyCallModule, isPickerModule } from './chunk-groups';

describe('the chunk groups', () => {
  it("name the chunk that starts the app after its services, whichever module runs last in it, and leave other chunks vite's names", () => {
    const app = ['/w/src/app/mount-app.tsx', 'C:\\w\\src\\app\\create-app-services.ts', '/w/src/renderer/screen-view.tsx'];
    expect(chunkFileName({ isEntry: false, moduleIds: app })).toBe('assets/create-app-services-[hash].js');
    expect(chunkFileName({ isEntry: false, moduleIds: ['/w/src/app/router.tsx'] })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ isEntry: true, moduleIds: ['/w/src/app/main.ts', ...app] })).toBe('assets/[name]-[hash].js');
  });

  it('put what the first script imports to start the data calls together', () => {
    expect(isEarlyCallModule('/work/app/src/renderer/screen-data.ts')).toBe(true);
    expect(isEarlyCallModule('C:\\app\\src\\api\\request.ts')).toBe(true);
    expect(isEarlyCallModule('/work/app/src/renderer/screen-view.tsx')).toBe(false);
  });

  it("give the market's texts and their translations chunks of their own, which the budgets count as content", () => {
    const chunkOf = (id: string) => contentChunks.find((chunk) => chunk.test(id))?.name;
    expect(chunkOf('C:\\app\\config\\market.json')).toBe('market');
    expect(chunkOf('\0virtual:languages')).toBe('languages');
    expect(chunkOf('/work/app/config/market.schema.json')).toBeUndefined();
    expect(chunkOf('/work/app/src/api/request.ts')).toBeUndefined();
  });

  it('put the widgets and Mantine parts most screens draw together, and leave the rarer ones to load with their screens', () => {
    expect(isCommonUiModule('/w/src/widgets/paragraph/paragraph.tsx')).toBe(true);
    expect(isCommonUiModule('/w/node_modules/@mantine/core/esm/components/Stack/Stack.mjs')).toBe(true);
    expect(isCommonUiModule('/w/node_modules/@mantine/core/esm/core/Box/Box.mjs')).toBe(true);
    expect(isCommonUiModule('/w/src/widgets/image-upload/image-upload.tsx')).toBe(false);
    expect(isCommonUiModule('/w/node_modules/@mantine/core/esm/components/Drawer/Drawer.mjs')).toBe(false);
    expect(isCommonUiModule('/w/src/widgets/image/image.tsx')).toBe(true);
  });

  it("leave Mantine's hooks that only a dialog or a slider uses to load with them, and keep the small shared ones common", () => {
    for (const hook of ['use-focus-trap/use-focus-trap', 'use-focus-trap/tabbable', 'use-focus-return/use-focus-return', 'use-move/use-move', 'use-debounced-callback/use-debounced-callback']) {
      expect(isCommonUiModule(`/w/node_modules/@mantine/hooks/esm/${hook}.mjs`), hook).toBe(false);
    }
    for (const hook of ['use-id/use-id', 'use-merged-ref/use-merged-ref', 'use-uncontrolled/use-uncontrolled', 'use-reduced-motion/use-reduced-motion']) {
      expect(isCommonUiModule(`/w/node_modules/@mantine/hooks/esm/${hook}.mjs`), hook).toBe(true);
    }
  });

  it('keep what only fields draw with out of the common chunk, which screens without fields fetch too', () => {
    for (const path of ['/w/src/widgets/text-field/text-field.tsx', '/w/src/widgets/field-frame/field-frame.tsx', '/w/node_modules/@mantine/core/esm/components/Input/InputWrapper/InputWrapper.mjs', '/w/src/renderer/screen-form.ts']) {
      expect(isCommonFieldModule(path), path).toBe(true);
      expect(isCommonUiModule(path), path).toBe(false);
    }
    // Fetched after the first screen (src/renderer/held-form.ts): in no chunk a page links up front.
    for (const path of ['/w/node_modules/react-hook-form/dist/index.esm.mjs', '/w/src/renderer/form-library.ts']) {
      expect(isCommonFieldModule(path), path).toBe(false);
      expect(isCommonUiModule(path), path).toBe(false);
    }
    expect(isCommonFieldModule('/w/src/widgets/button/button.tsx')).toBe(false);
    expect(isCommonFieldModule('/w/node_modules/@mantine/core/esm/components/InputBase/InputBase.mjs')).toBe(false);
  });

  it('put the sheet pickers and what only they share in one chunk, and leave the sheet itself and the field frame to theirs', () => {
    for (const path of ['/w/src/widgets/select-picker/select-picker.tsx', 'C:\\w\\src\\widgets\\city-select\\city-select.tsx', '/w/src/widgets/use-picker.ts', '/w/src/widgets/picker-input.tsx', '/w/src/widgets/lazy-picker-sheet.tsx']) {
      expect(isPickerModule(path), path).toBe(true);
    }
    // The sheet loads when it opens; the frame and the field hook are every field's.
    for (const path of ['/w/src/widgets/picker-sheet.tsx', '/w/src/widgets/field-frame/field-frame.tsx', '/w/src/renderer/use-field.ts', '/w/src/widgets/day-field/day-field.tsx']) {
      expect(isPickerModule(path), path).toBe(false);
    }
  });

  it('keep what the plain form of a screen without fields shares with the fields in the common chunk, so that such a screen never fetches the fields chunk for it', () => {
    expect(isCommonUiModule('C:\\app\\src\\lib\\value-path.ts')).toBe(true);
    expect(isCommonUiModule('/w/src/renderer/held-form.ts')).toBe(true);
  });

  it('put what starts the app and draws its first screen in the chunk of the common widgets, and leave what loads later out of it', () => {
    for (const path of ['/w/src/app/mount-app.tsx', 'C:\\w\\src\\app\\screen-loader.tsx', '/w/src/renderer/screen-view.tsx', '/w/node_modules/@tanstack/history/dist/esm/index.js', '\0vite/modulepreload-polyfill.js', '/w/src/widgets/paragraph/paragraph.tsx']) {
      expect(isAppStartModule(path), path).toBe(true);
    }
    for (const path of ['/w/src/app/router.tsx', '/w/node_modules/@tanstack/router-core/dist/esm/router.js', '/w/src/renderer/query-runner.tsx', '/w/src/widgets/text-field/text-field.tsx', '/w/src/renderer/screen-data.ts']) {
      expect(isAppStartModule(path), path).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isCommonUiModule, isEarlyCallModule } from './chunk-groups';

describe('the chunk groups', () => {
  it('put what the first script imports to start the data calls together', () => {
    expect(isEarlyCallModule('/work/app/src/renderer/screen-data.ts')).toBe(true);
    expect(isEarlyCallModule('C:\\app\\config\\market.json')).toBe(true);
    expect(isEarlyCallModule('/work/app/src/renderer/screen-view.tsx')).toBe(false);
  });

  it('put the widgets and Mantine parts most screens draw together, and leave the rarer ones to load with their screens', () => {
    expect(isCommonUiModule('/w/src/widgets/paragraph/paragraph.tsx')).toBe(true);
    expect(isCommonUiModule('/w/node_modules/@mantine/core/esm/components/Stack/Stack.mjs')).toBe(true);
    expect(isCommonUiModule('/w/node_modules/@mantine/core/esm/core/Box/Box.mjs')).toBe(true);
    expect(isCommonUiModule('/w/src/widgets/image-upload/image-upload.tsx')).toBe(false);
    expect(isCommonUiModule('/w/node_modules/@mantine/core/esm/components/Drawer/Drawer.mjs')).toBe(false);
    expect(isCommonUiModule('/w/src/widgets/image/image.tsx')).toBe(true);
  });
});

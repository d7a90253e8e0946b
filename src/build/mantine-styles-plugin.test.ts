import { describe, expect, it } from 'vitest';
import { globalSheets, layerOrderStatement, mantineSheetOrder } from './mantine-styles-plugin';

describe('Mantine stylesheet layers', () => {
  const order = mantineSheetOrder();

  it('orders every component sheet as Mantine’s whole sheet does: bases before what overrides them', () => {
    expect(order.length).toBeGreaterThan(50);
    // Button's fill must win over UnstyledButton's transparent reset (the production bug of issue 16).
    for (const [base, over] of [['UnstyledButton', 'Button'], ['UnstyledButton', 'ActionIcon'], ['Input', 'SegmentedControl'], ['Paper', 'Card'], ['ModalBase', 'Modal'], ['ModalBase', 'Drawer']] as const) {
      expect(order.indexOf(base), base).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(base), `${base} before ${over}`).toBeLessThan(order.indexOf(over));
    }
    expect(order.some((name) => globalSheets.includes(name))).toBe(false);
  });

  it('declares the global sheets first, then the components, as nested layers of mantine', () => {
    expect(layerOrderStatement(['UnstyledButton', 'Button'])).toBe('@layer mantine.default-css-variables, mantine.baseline, mantine.global, mantine.UnstyledButton, mantine.Button;');
  });
});

import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FieldFrame } from './field-frame';

const ids = { inputId: 'f-input', errorId: 'f-error' };
const oneLine = (element: React.ReactElement) => render(element).container.querySelector('.field')?.hasAttribute('data-one-line');

describe('a field frame', () => {
  // field-frame.css lets only these skip drawing off-screen: Chrome lays out a field in view at the
  // reserved height in the first frame, and a taller one moved what was below it.
  it('is marked one line high for a label over a one-line control, and only then', () => {
    expect(oneLine(<FieldFrame ids={ids} label="Account number" required error="Please enter it"><input /></FieldFrame>)).toBe(true);
    expect(oneLine(<FieldFrame ids={ids} label="Describe your problem" required={false} multiline><textarea /></FieldFrame>)).toBe(false);
    expect(oneLine(<FieldFrame ids={ids} label="Name" required={false} below={<p>0/20</p>}><input /></FieldFrame>)).toBe(false);
    expect(oneLine(<FieldFrame ids={ids} label="Term" required={false} group><div /></FieldFrame>)).toBe(false);
    expect(oneLine(<FieldFrame ids={ids} label="" required={false}><input /></FieldFrame>)).toBe(false);
  });
});

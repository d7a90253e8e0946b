import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { fieldFrame } from './field-frame';

const ids = { inputId: 'f-input', errorId: 'f-error' };
const oneLine = (element: React.ReactElement) => render(element).container.querySelector('.field')?.hasAttribute('data-one-line');

describe('a field frame', () => {
  // field-frame.css lets only these skip drawing off-screen: Chrome lays out a field in view at the
  // reserved height in the first frame, and a taller one moved what was below it.
  it('is marked one line high for a label over a one-line control, and only then', () => {
    expect(oneLine(fieldFrame({ ids, label: 'Account number', required: true, error: 'Please enter it' }, <input />))).toBe(true);
    expect(oneLine(fieldFrame({ ids, label: 'Describe your problem', required: false, multiline: true }, <textarea />))).toBe(false);
    expect(oneLine(fieldFrame({ ids, label: 'Name', required: false, below: <p>0/20</p> }, <input />))).toBe(false);
    expect(oneLine(fieldFrame({ ids, label: 'Term', required: false, group: true }, <div />))).toBe(false);
    expect(oneLine(fieldFrame({ ids, label: '', required: false }, <input />))).toBe(false);
  });
});

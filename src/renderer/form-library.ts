// react-hook-form's part a screen's form is handed to (./held-form.ts): fetched after the first
// screen is drawn (./screen-form.ts).
export { createFormControl } from 'react-hook-form';

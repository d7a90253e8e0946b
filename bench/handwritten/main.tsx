import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, createTheme } from '@mantine/core';
import { BankForm } from './bank-form';

const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'md' });

const root = document.getElementById('root');
if (!root) throw new Error('handwritten.html lacks <div id="root">');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <BankForm />
    </MantineProvider>
  </StrictMode>,
);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Playground } from './playground';

const meta: Meta<typeof Playground> = { title: 'Authoring/Playground', component: Playground, parameters: { layout: 'fullscreen' }, globals: { viewport: { value: 'desktop', isRotated: false } } };
export default meta;

export const CustomerService: StoryObj<typeof Playground> = { args: { start: 'screens/customer-service.json' } };
export const Complaint: StoryObj<typeof Playground> = { args: { start: 'screens/complaint.json' } };

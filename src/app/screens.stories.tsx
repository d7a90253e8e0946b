import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenAt } from './screen-at';

// Hand-listed for the first screens; the authoring work generates these from screens/.
const meta: Meta<typeof ScreenAt> = { title: 'Screens', component: ScreenAt };
export default meta;
type Story = StoryObj<typeof ScreenAt>;

export const BindBank: Story = { args: { url: '/bindBank?productId=1' } };
export const BindBankFromOrder: Story = { args: { url: '/bindBank?productId=1&orderId=10174&source=loanDetail' } };
export const CustomerService: Story = { args: { url: '/customerService' } };
export const AboutUs: Story = { args: { url: '/aboutUs' } };
export const PrivacyPolicy: Story = { args: { url: '/privacyPolicy' } };
export const LoanTerms: Story = { args: { url: '/loanAgreement' } };
export const OrderDetails: Story = { args: { url: '/order?productId=1&orderId=10174' } };
export const ErrorPage: Story = { args: { url: '/error?message=Your%20session%20has%20expired' } };
export const NotFound: Story = { args: { url: '/no-such-page' } };

import { createAppServices } from './create-app-services';
import { mountApp } from './mount-app';

void mountApp({ services: createAppServices(), entry: 'app' });

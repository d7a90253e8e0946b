import '@mantine/core/styles.css';
import './app.css';
import { createAppServices } from './create-app-services';
import { mountApp } from './mount-app';
import { widgetRegistry } from '../widgets/registry';

void mountApp({ services: createAppServices(), entry: 'app', widgets: widgetRegistry });

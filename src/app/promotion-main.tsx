import { createHashHistory } from '@tanstack/react-router';
// Only the Mantine styles of the components the landing's widgets use (the full sheet is ~40 kB gzipped).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Center.css';
import './app.css';
import { createAppServices } from './create-app-services';
import { landingAddress } from './landing-address';
import { mountApp } from './mount-app';
import { promotionWidgets } from './promotion-widgets';

/** The promotion landing (/promotion/): hash history, its own small bundle (CONTRACT "Entries and history"). */
// Ad links put the query before the hash; it moves into the hash before the history reads it.
const moved = landingAddress(window.location);
if (moved) window.history.replaceState(window.history.state, '', moved);
// An anonymous visitor: no session parameters.
void mountApp({ services: createAppServices(''), entry: 'promotion', history: createHashHistory(), widgets: promotionWidgets });

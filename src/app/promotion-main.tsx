import { createHashHistory } from '@tanstack/react-router';
import { createAppServices } from './create-app-services';
import { landingAddress } from './landing-address';
import { mountApp } from './mount-app';

/** The promotion landing (/promotion/): hash history, its own small bundle (CONTRACT "Entries and history"). */
// Ad links put the query before the hash; it moves into the hash before the history reads it.
const moved = landingAddress(window.location);
if (moved) window.history.replaceState(window.history.state, '', moved);
// An anonymous visitor: no session parameters.
void mountApp({ services: createAppServices(''), entry: 'promotion', history: createHashHistory() });

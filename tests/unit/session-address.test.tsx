import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../src/dev-api/node';
import { resetDb } from '../../src/dev-api/db';
import { renderApp } from '../harness/render-app';
import { doesStep, fieldLabel, ofType, textOf } from '../support/screen-copy';

// CONTRACT "API": the page's own address holds the session. The test preview's buttons open a page
// with edited device values in its address; that page's calls must carry them, as a fresh load of
// the address would, and not the values the app was started with.

const requests: URL[] = [];
const record = ({ request }: { request: Request }) => requests.push(new URL(request.url));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
afterEach(() => {
  requests.length = 0;
  resetDb();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

const sessionNames = ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'gps_adid'];
const sessionOf = (url: URL) => Object.fromEntries([...url.searchParams].filter(([name]) => sessionNames.includes(name)));
/** The test page's button that opens the customer service page. */
const customerService = textOf('test-preview', 'button to /customerService', doesStep('navigate', { to: '/customerService' }), 'label');
const kfInfoCalls = () => requests.filter((url) => url.pathname.endsWith('/v3/personal-center/contact-kf-info'));

/** Types `value` into the test page's field `name` (its label read from screens/test-preview.json). */
async function replaceValue(name: string, value: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(fieldLabel('test-preview', name));
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('session values in the address of an in-app navigation', () => {
  it('the customer service page opened from the test preview calls with the edited values', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/testPreview?appVersion=1.0.0&deviceName=Redmi&deviceId=dev-old&osVersion=12&sessionId=sess-old&gps_adid=ad-old');
    await screen.findByLabelText(fieldLabel('test-preview', 'deviceId'), {}, { timeout: 5000 });
    await replaceValue('appVersion', '2.4.0');
    await replaceValue('deviceName', 'Galaxy A15');
    await replaceValue('deviceId', 'dev-new');
    await replaceValue('osVersion', '14');
    await replaceValue('sessionId', 'sess-new');
    await replaceValue('gps_adid', 'ad-new');
    await user.click(screen.getByRole('link', { name: customerService }));
    await waitFor(() => expect(history.location.pathname).toBe('/customerService'));
    await screen.findByRole('heading', { name: textOf('customer-service', 'level-1 heading', ofType('heading', { level: 1 })) }, { timeout: 5000 });
    const edited = { appVersion: '2.4.0', deviceName: 'Galaxy A15', deviceId: 'dev-new', osVersion: '14', sessionId: 'sess-new', gps_adid: 'ad-new' };
    expect(sessionOf(new URL(history.location.href, 'http://localhost'))).toEqual(edited);
    expect(kfInfoCalls().map(sessionOf)).toEqual([edited]);
  });

  it('a value cleared on the test preview is not sent, as a fresh load of the address would not send it', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/testPreview?appVersion=1.0.0&deviceId=dev-old&sessionId=sess-old');
    await screen.findByLabelText(fieldLabel('test-preview', 'deviceId'), {}, { timeout: 5000 });
    await replaceValue('deviceId', '');
    await replaceValue('sessionId', 'sess-new');
    await user.click(screen.getByRole('link', { name: customerService }));
    await screen.findByRole('heading', { name: textOf('customer-service', 'level-1 heading', ofType('heading', { level: 1 })) }, { timeout: 5000 });
    expect(sessionOf(new URL(history.location.href, 'http://localhost'))).toEqual({ appVersion: '1.0.0', sessionId: 'sess-new' });
    expect(kfInfoCalls().map(sessionOf)).toEqual([{ appVersion: '1.0.0', sessionId: 'sess-new' }]);
  });

  it('a page opened without any session values calls with those the app was opened with', async () => {
    renderApp('/customerService?appVersion=1.0.0&sessionId=sess-1');
    await screen.findByRole('heading', { name: textOf('customer-service', 'level-1 heading', ofType('heading', { level: 1 })) }, { timeout: 5000 });
    expect(kfInfoCalls().map(sessionOf)).toEqual([{ appVersion: '1.0.0', sessionId: 'sess-1' }]);
  });
});

// A tap the app does: an element whose tap runs steps (a button, a card, a site-nav item: the
// widgets' useStepsHandler) carries this mark in the markup the build draws. A page that ships
// without the app until such a part is used (src/compiler/6-emit/script-needs.ts, the schemas'
// x-on-use) loads the app on the first tap of a marked element and taps it again once the app has
// taken the page over (src/app/static-page.ts). No imports: the widgets and a static page's own
// script read it.

export const tapTriggerAttribute = 'data-tap-steps';

/** The attributes of an element whose tap runs steps. */
export const tapTrigger: Readonly<Record<typeof tapTriggerAttribute, ''>> = { [tapTriggerAttribute]: '' };

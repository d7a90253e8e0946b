/* Generated from schemas/ by npm run typegen: do not edit. CI fails when this file is stale. */

/**
 * Data the screen reads when it opens, available as data.<name>: either the reply data of one of its endpoints (endpoint + params), or a JSON value kept in the browser's storage by another screen (storage). Exactly one of endpoint and storage.
 */
export type DataSource = (
  | {endpoint: string; storage?: undefined}
  | {storage: {key: string; area?: 'local' | 'session'}; endpoint?: undefined; params?: undefined; poll?: undefined}
) & {
  /**
   * Name of an endpoint of this screen whose reply data is loaded. Not with storage.
   */
  endpoint?: string;
  params?: Params;
  /**
   * Reads a JSON value from the browser's storage (as a store step wrote it) when the screen opens. Missing, unreadable or corrupt JSON gives null, never an error: the screen shows its own empty state with a when. Not with endpoint.
   */
  storage?: {
    /**
     * Storage key, as the store step that writes it names it.
     */
    key: string;
    /**
     * localStorage or sessionStorage.
     */
    area: 'local' | 'session';
  };
  /**
   * Load only when this expression is truthy (e.g. a required query parameter is present); otherwise data.<name> is null.
   */
  when?: unknown;
  /**
   * Endpoint data only. true: the screen shows its loading state until this data is in. false: the screen renders at once and blocks reading this data see it when it arrives.
   */
  blocking: boolean;
  /**
   * Endpoint data only. Loads the data again every everySeconds while the page is in view and while is truthy for the latest reply, and stops once it is not (a status that will not change again). A hidden page (another app in front, the phone locked) makes no calls and catches up when shown; a load that fails for a network reason is tried again when the connection returns. Only loads repeat: a send is never repeated on its own.
   */
  poll?: {
    /**
     * Seconds between loads (5 to 600): long enough that a phone on mobile data is not kept busy.
     */
    everySeconds: number;
    /**
     * Expression over the latest reply (as data.<name>), the query, the state and market: the data is loaded again only while it is truthy, e.g. "str(data.order.orderStatus) in ['110', '151']".
     */
    while: unknown;
  };
};
/**
 * One block of a screen: its type chooses the widget.
 */
export type Block = (
  | HeadingBlock
  | ParagraphBlock
  | BulletListBlock
  | StackBlock
  | CardBlock
  | DividerBlock
  | LanguageSwitchBlock
  | ImageBlock
  | ButtonBlock
  | LinkBlock
  | KeyValueListBlock
  | RepeatBlock
  | EmptyStateBlock
  | TextFieldBlock
  | SelectPickerBlock
  | CitySelectBlock
  | DayFieldBlock
  | CheckboxBlock
  | SegmentedBlock
  | SliderBlock
  | NumberFieldBlock
  | ServerFieldsBlock
  | TabsBlock
  | StarRatingBlock
  | ImageUploadBlock
  | FrameBlock
  | BannerBlock
  | BadgeBlock
  | BarcodeBlock
  | SiteNavBlock
  | SectionBlock
  | PhotoInputBlock
  | FragmentBlock
) & {
  /**
   * Which block this is; chooses the schema below.
   */
  type: string;
};
/**
 * The blocks in the group.
 */
export type Blocks1 = Block[];
/**
 * The blocks inside the card.
 */
export type Blocks2 = Block[];
/**
 * One action step: its type chooses what it does.
 */
export type Step = (
  | CallStep
  | ValidateStep
  | NavigateStep
  | OpenUrlStep
  | BackStep
  | BridgeStep
  | ToastStep
  | OpenDialogStep
  | CloseDialogStep
  | CopyStep
  | SetStateStep
  | WaitStep
  | IfStep
  | SwitchStep
  | RunStep
  | CountdownStep
  | StoreStep
  | RefetchStep
  | ClearDraftStep
  | ResetFormStep
  | LocateStep
  | PrintStep
  | ReportStep
) & {
  /**
   * Which step this is; chooses the schema below.
   */
  type: string;
};
/**
 * Steps run when the reply is a success by the endpoint's rule.
 */
export type Steps1 = Step[];
/**
 * Steps for this code.
 */
export type Steps2 = Step[];
/**
 * Steps run on any other reply or a network failure; reply.message holds the message to show.
 */
export type Steps3 = Step[];
/**
 * Steps when truthy.
 */
export type Steps4 = Step[];
/**
 * Steps when falsy.
 */
export type Steps5 = Step[];
/**
 * Steps for this value.
 */
export type Steps6 = Step[];
/**
 * Steps when no case matches.
 */
export type Steps7 = Step[];
/**
 * Steps run with reply.latitude, reply.longitude and reply.accuracy (metres).
 */
export type Steps8 = Step[];
/**
 * Steps run when the position could not be had: reply.code (1 permission denied, 2 unavailable, 3 timeout) and reply.message (the browser's text).
 */
export type Steps9 = Step[];
/**
 * Steps run when the browser has no geolocation at all.
 */
export type Steps10 = Step[];
/**
 * Steps run when the card is tapped (it becomes a button for keyboards and screen readers).
 */
export type Steps = Step[];
/**
 * Steps run when the image is tapped.
 */
export type Steps11 = Step[];
/**
 * Steps run on tap. While they run, further taps are ignored.
 */
export type Steps12 = Step[];
/**
 * Steps run on tap.
 */
export type Steps13 = Step[];
/**
 * Rows of label and value, e.g. loan details. Can fold to the first rows with a more/hide toggle.
 */
export type KeyValueListBlock = (
  | {
      items: unknown;
    }
  | {
      label: unknown;
      value: unknown;
    }
) & {
  /**
   * Block type: key-value-list.
   */
  type: 'key-value-list';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  items?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  value?: string | Record<string, unknown>;
  /**
   * Key of the row object holding the label.
   */
  labelKey: string;
  /**
   * Key of the row object holding the value.
   */
  valueKey: string;
  /**
   * Show only this many rows until the user taps the more label.
   */
  foldAfter?: number;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  moreLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  lessLabel?: string | Record<string, unknown>;
};
/**
 * Blocks rendered for each item.
 */
export type Blocks3 = Block[];
/**
 * Blocks shown when the list is empty.
 */
export type Blocks4 = Block[];
/**
 * Steps of the optional button.
 */
export type Steps14 = Step[];
/**
 * Further checks, each an expression with the field's value as value, and its message (as in rules).
 */
export type Custom = {
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  test: unknown;
  /**
   * Message shown when the test is falsy.
   */
  message: string;
}[];
/**
 * Blocks shown for the chosen tab (item is the tab).
 */
export type Blocks5 = Block[];
/**
 * Blocks shown when there are no tabs.
 */
export type Blocks6 = Block[];
/**
 * Blocks on the banner.
 */
export type Blocks7 = Block[];
export type SiteNavItem = ({to: string; onTap?: undefined} | {onTap: Step[]; to?: undefined}) & {
  /**
   * What the item says.
   */
  label: string;
  /**
   * The route the item opens; the item is active while the address is this route.
   */
  to?: string;
  onTap?: Steps15;
} & ({to: string; onTap?: undefined} | {onTap: Step[]; to?: undefined}) & {
    /**
     * What the item says.
     */
    label: string;
    /**
     * The route the item opens; the item is active while the address is this route.
     */
    to?: string;
    onTap?: Steps15;
  };
/**
 * Steps run on tap, for an item that is not a page (e.g. open-dialog contact).
 */
export type Steps15 = Step[];
/**
 * The blocks in the band.
 */
export type Blocks8 = Block[];
/**
 * Puts the blocks of a fragment (screens/fragments/<use>.json) here, and adds its query parameters, named queries, endpoints, data, state, dialogs and actions to the screen. Replaced at build time: the app never sees it.
 */
export type FragmentBlock = never;
/**
 * The screen's content, top to bottom.
 */
export type Blocks = Block[];
/**
 * Blocks pinned to the bottom of the viewport (e.g. the Next button).
 */
export type Blocks9 = Block[];
/**
 * A dialog or bottom sheet, opened by an open-dialog step and closed by close-dialog (or its close button). Screen readers call it by its name: exactly one of title and label.
 */
export type Dialog = (
  | {title: string | Record<string, unknown>; label?: undefined}
  | {label: string | Record<string, unknown>; title?: undefined}
) & {
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * modal: centred dialog; sheet: slides up from the bottom; fullscreen: covers the page.
   */
  kind: 'modal' | 'sheet' | 'fullscreen';
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  title?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label?: string | Record<string, unknown>;
  /**
   * Whether a close icon, Escape and a tap outside close it.
   */
  closable: boolean;
  body: Blocks10;
  footer?: Blocks11;
  onClose?: Steps16;
};
/**
 * Content of the dialog.
 */
export type Blocks10 = Block[];
/**
 * Buttons at the bottom of the dialog.
 */
export type Blocks11 = Block[];
/**
 * Steps run when the user closes it (close icon, Escape, tap outside).
 */
export type Steps16 = Step[];
/**
 * Action steps run in order; a step that fails stops the list.
 */
export type Steps17 = Step[];
/**
 * Action steps run in order; a step that fails stops the list.
 */
export type Steps18 = Step[];

/**
 * One screen of the product: its routes, the data it loads, what it shows, its endpoints, dialogs and actions. One file per screen in screens/.
 */
export interface Screen {
  /**
   * Path to schemas/screen.json, so editors complete and check the document.
   */
  $schema?: string;
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * The screen's name: kebab-case, equal to the file name without .json.
   */
  id: string;
  /**
   * Which HTML entry serves this screen: the borrower app (browser history), the promotion landing (hash history), or none (a fallback screen such as not-found, reached without a route of its own).
   */
  entry: 'app' | 'promotion' | 'none';
  /**
   * The page title (document title; the host app shows it in its title bar). It also names the page's main landmark, and is the page's level-1 heading for screen readers, unseen, when the body draws none of its own.
   */
  title: string | Record<string, unknown>;
  /**
   * Meta description for search engines (public pages).
   */
  description?: string;
  /**
   * Why this screen is shown as written (in English) in every language, e.g. a legal text whose translation counsel has not approved, or an internal page. npm run validate then asks no catalogue entry for its texts; the fragments it uses are translated as on any screen (unless the fragment is untranslated itself).
   */
  untranslated?: string;
  /**
   * Why this screen is not for borrowers (CONTRACT: the test preview page is internal). The nginx site the build writes answers its routes with 404 unless the host turns internal pages on ($kaagapay_test_preview, docs/deploy.md); staging does, production does not.
   */
  internal?: string;
  /**
   * webview: a phone-width column for the host app. site: full-width public site.
   */
  layout: 'webview' | 'site';
  /**
   * The paths that open this screen; the first is canonical. Navigation targets must name one of these.
   *
   * @minItems 1
   *
   * Items: An in-app path as written in CONTRACT.md, e.g. /bindBank. Matched case-sensitively.
   */
  routes: [string, ...string[]];
  /**
   * Query parameters the screen reads (available as query.<name>). Session parameters (market.json sessionParams) are always kept and need not be listed.
   */
  query?: {
    [k: string]: QueryParam;
  };
  /**
   * Server endpoints this screen calls, by name. Data sources and call steps refer to these names.
   */
  endpoints?: {
    [k: string]: Endpoint;
  };
  /**
   * Data loaded when the screen opens (available as data.<name> once loaded). While loading the screen shows its loading state; a failure shows the server message and a retry.
   */
  data?: {
    [k: string]: DataSource;
  };
  /**
   * Named screen state with its initial value (available as state.<name>; changed by set-state and countdown steps).
   */
  state?: {};
  /**
   * Options of the screen's form (the fields among its blocks).
   */
  form?: {
    /**
     * When set, typed values are kept in session storage under this key and restored after a reload, until the form is sent successfully (a clear-draft step).
     */
    draftKey?: string;
    /**
     * Only these fields go into the draft (default: all). Leave out values that are stale after a reload, e.g. an image code or an SMS code.
     *
     * @minItems 1
     */
    draftFields?: [string, ...string[]];
  };
  body: Blocks;
  footer?: Blocks9;
  /**
   * Dialogs and bottom sheets by id, opened by open-dialog steps.
   */
  dialogs?: {
    [k: string]: Dialog;
  };
  /**
   * Named lists of steps; buttons and other steps run them by name. A named action never runs twice at once (a second tap while it is pending is ignored).
   */
  actions?: {
    [k: string]: Steps17;
  };
  /**
   * Named queries that navigate steps send with queryFrom, each a map of parameter name to expression, e.g. {"session": {"orderId": "form.orderId"}}.
   */
  queries?: {
    [k: string]: Params5;
  };
  onLoad?: Steps18;
  /**
   * Functions put on window for the host app to call, by name → the action they run (e.g. {"nativeBack": "onNativeBack"}: the app calls window.nativeBack() when the user presses its back button). Removed when the screen closes.
   */
  hostHandlers?: {
    [k: string]: string;
  };
  /**
   * States of this screen shown in Storybook, beyond the automatic Loaded, Loading and Server failure stories.
   */
  scenarios?: Scenario[];
}
/**
 * A query parameter the screen reads.
 */
export interface QueryParam {
  /**
   * What the parameter means.
   */
  description?: string;
  /**
   * Value used when the address lacks the parameter.
   */
  default?: string;
  /**
   * Regular expression the value must match; a value that does not is treated as absent (and the default applies).
   */
  pattern?: string;
}
/**
 * A server endpoint. The client adds the API base (market.json apiBase, /stations) and the session parameters to every call.
 */
export interface Endpoint {
  /**
   * HTTP method.
   */
  method: 'GET' | 'POST';
  /**
   * Path after the API base, e.g. /v3/bind-card/card-init. {provider} is replaced by market.json provider.
   */
  path: string;
  /**
   * How parameters travel: form (x-www-form-urlencoded body, the POST default), multipart (file upload), query (the GET default).
   */
  encoding?: 'form' | 'multipart' | 'query';
  /**
   * When a reply counts as success: int0 — its code parses to the integer 0; str00 — its code is the string '00'.
   */
  success: 'int0' | 'str00';
  /**
   * What calling it does on the server, for the backend contract (dist/openapi.json) and npm run probe: read (only reads; the probe may call it against a live backend) or write (changes data or sends something: a saved form, an SMS, a payment, a tracked visit; the probe calls it only with --include-writes). Default: read for GET, write for POST.
   */
  effect?: 'read' | 'write';
  /**
   * When set, a loading indicator with this text shows while the call is pending (always hidden again).
   */
  loadingText?: string;
  /**
   * Time-out in milliseconds. Default: market.json httpTimeoutMs (60000).
   */
  timeoutMs?: number;
  /**
   * Name of the reply schema in schemas/replies/ (without .json) that a successful reply must match before the screen uses it, e.g. card-init. A reply that does not match is a bad reply: the borrower sees the app's bad-reply message and a retry.
   */
  reply?: string;
  /**
   * What the endpoint does (for readers).
   */
  description?: string;
  /**
   * Example replies by name, each a whole reply as the server sends it ({code, message, data}). The dev API answers an endpoint that has no handler in src/dev-api/ with the first one, in the request's language: on a Filipino page each text the page shows (a failure's message, a success's fields the reply schema marks "x-ref": "words") in locales/fil.json's wording, which npm run validate asks for like any screen text (docs/dev-api.md); a scenario picks another by name (its `examples`); Storybook and the tests use the same replies. npm run validate checks every example whose code is a success under `success` against the `reply` schema; npm run reply-schema -- screens/<file>.json <endpoint> drafts that schema from them. They are left out of the screen the browser loads.
   */
  examples?: {
    [k: string]: {
      /**
       * The reply's code: a success or a failure under the endpoint's `success` rule.
       */
      code: number | string;
      /**
       * What the server says; a failure's message is what the borrower sees.
       */
      message?: string | null;
    };
  };
}
/**
 * Parameters sent to the endpoint, each an expression over query, state and market. Only with endpoint.
 */
export interface Params {
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  [k: string]: unknown;
}
/**
 * A heading line.
 */
export interface HeadingBlock {
  /**
   * Block type: heading.
   */
  type: 'heading';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * The heading text.
   */
  text: string | Record<string, unknown>;
  /**
   * Heading level: 1 page title, 2 section, 3 sub-section. Its place in the page's outline, which screen readers list: a level follows the one above it without skipping (a page's title is its level 1; a screen without a level-1 heading is headed by its title, unseen).
   */
  level: 1 | 2 | 3;
  /**
   * How large it looks, as a heading of that level does (without it: as its level). For a heading whose place in the outline and look differ, e.g. a section heading (level 2) as small as a sub-section's (size 3).
   */
  size?: 1 | 2 | 3;
  /**
   * Alignment.
   */
  align: 'left' | 'center';
}
/**
 * A paragraph of text. Text is always shown as text, never as HTML.
 */
export interface ParagraphBlock {
  /**
   * Block type: paragraph.
   */
  type: 'paragraph';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * The text.
   */
  text: string | Record<string, unknown>;
  /**
   * Colour of the text.
   */
  tone: 'normal' | 'muted' | 'danger' | 'success';
  /**
   * Font size.
   */
  size: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Font weight.
   */
  weight: 'normal' | 'bold';
  /**
   * Alignment.
   */
  align: 'left' | 'center' | 'right';
  /**
   * How many lines the grey placeholder draws while the text's data (or, on the page the build prerenders, the address query) is not known yet. Set it to the lines the text usually takes, so that nothing below it moves when the text arrives.
   */
  placeholderLines: number;
}
/**
 * A bulleted (or numbered) list of texts.
 */
export interface BulletListBlock {
  /**
   * Block type: bullet-list.
   */
  type: 'bullet-list';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * The list entries.
   *
   * @minItems 1
   *
   * Items: User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  items: [string | Record<string, unknown>, ...(string | Record<string, unknown>)[]];
  /**
   * Number the entries instead of bullets.
   */
  ordered: boolean;
}
/**
 * A group of blocks laid out in a column or a row.
 */
export interface StackBlock {
  /**
   * Block type: stack.
   */
  type: 'stack';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Height in px of the grey box drawn instead of this block while the screen's values are not all known: its layout before the data comes, and the page the build prerenders. For a block its data shows or hides (its `when`, or state its onLoad sets from the data), which is otherwise left out until the data comes and then pushes what is below it down: give about the height it draws with typical data.
   */
  placeholderHeight?: number;
  children: Blocks1;
  /**
   * The language the group's texts are written in and shown in on a page of any language: a legal text counsel has approved in English only, inside a translated page (issue 61). Its texts need no catalogue entry and are never translated; its element carries this lang attribute, so a screen reader reads it as that language and a reviewer can tell it from the page's own. The code of a language of config/market.json languages.choices, e.g. en; or "" for words in a language nobody can know beforehand: what a borrower wrote (a complaint's description), shown as written.
   */
  lang?: string;
  /**
   * column stacks blocks vertically, row side by side.
   */
  direction: 'column' | 'row';
  /**
   * Space between the blocks.
   */
  gap: 'none' | 'xs' | 'sm' | 'md' | 'lg';
  /**
   * Cross-axis alignment.
   */
  align: 'start' | 'center' | 'end' | 'stretch';
  /**
   * Main-axis distribution.
   */
  justify: 'start' | 'center' | 'end' | 'space-between';
  /**
   * Inner padding.
   */
  padding: 'none' | 'sm' | 'md' | 'lg';
}
/**
 * A bordered surface grouping blocks. With onTap the whole card is a button.
 */
export interface CardBlock {
  /**
   * Block type: card.
   */
  type: 'card';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Height in px of the grey box drawn instead of this block while the screen's values are not all known: its layout before the data comes, and the page the build prerenders. For a block its data shows or hides (its `when`, or state its onLoad sets from the data), which is otherwise left out until the data comes and then pushes what is below it down: give about the height it draws with typical data.
   */
  placeholderHeight?: number;
  children: Blocks2;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  title?: string | Record<string, unknown>;
  onTap?: Steps;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  ariaLabel?: string | Record<string, unknown>;
}
/**
 * Calls one of the screen's endpoints. The reply is in scope as reply ({ ok, code, message, data }) for the steps under it. A failure that neither onCode nor onFailure handles toasts the server message (or the network / time-out message of market.json). A failed reply can put its messages under the form's fields instead (fieldErrors by code, fieldErrorsFrom from the reply).
 */
export interface CallStep {
  /**
   * Step type: call.
   */
  type: 'call';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Name of an endpoint of this screen.
   */
  endpoint: string;
  params?: Params1;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  paramsFrom?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  loadingText?: string | Record<string, unknown>;
  /**
   * State key that receives reply.data on success.
   */
  saveAs?: string;
  onSuccess?: Steps1;
  /**
   * Steps per reply code (as a string, e.g. "101"), tried before onSuccess/onFailure.
   */
  onCode?: {
    [k: string]: Steps2;
  };
  onFailure?: Steps3;
  /**
   * Server errors on the field, by reply code (as a string, e.g. "101"; the reply's code as written, so "01" and "1" differ, as in onCode): a failed reply with one of these codes puts its message under the named field of the screen's form instead of a toast. The first field with a message (in page order) takes the focus, every other field keeps its value, and a message goes as soon as its field is edited. onCode of the same code still runs after it (e.g. to show a new captcha); onFailure and the failure toast do not. A named field that is not on the page gets the toast, as before; a code not listed here is handled as before (onCode, onFailure, or the server message as a toast).
   */
  fieldErrors?: {
    [k: string]:
      | string
      | {
          /**
           * Name of a field of this screen's form.
           */
          field: string;
          /**
           * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
           */
          message?: string | Record<string, unknown>;
        };
  };
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  fieldErrorsFrom?: unknown;
  /**
   * For calls whose failure should not stop anything (click tracking): on failure only onFailure runs (no toast) and the steps after this one still run.
   */
  continueOnFailure: boolean;
}
/**
 * Parameters sent, each an expression.
 */
export interface Params1 {
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  [k: string]: unknown;
}
/**
 * Checks form fields in the given order and stops at the first that fails: its message is toasted (show: toast) or shown under every failing field (show: inline). The steps after it run only when all pass.
 */
export interface ValidateStep {
  /**
   * Step type: validate.
   */
  type: 'validate';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Field names, in the order they are checked.
   *
   * @minItems 1
   */
  fields: [string, ...string[]];
  /**
   * Where the message appears.
   */
  show: 'toast' | 'inline';
}
/**
 * Opens an in-app screen. Session parameters (market.json sessionParams) are always carried over.
 */
export interface NavigateStep {
  /**
   * Step type: navigate.
   */
  type: 'navigate';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * A route of some screen, e.g. /complaintList.
   */
  to: string;
  query?: Params2;
  /**
   * The name of a query of the screen's "queries", sent with this step's own query (which wins for a parameter both give): a query several buttons send is written once.
   */
  queryFrom?: string;
  /**
   * Replace the current history entry instead of adding one.
   */
  replace: boolean;
}
/**
 * Query parameters, each an expression.
 */
export interface Params2 {
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  [k: string]: unknown;
}
/**
 * Opens a URL given by the server or the screen. Only http(s) URLs and in-app paths are followed; anything else (javascript:, data:, malformed) is refused with market messages.unsafeUrl; an absent, null or empty one with messages.linkUnavailable.
 */
export interface OpenUrlStep {
  /**
   * Step type: open-url.
   */
  type: 'open-url';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  url: unknown;
  query?: Params3;
  /**
   * Also append the session parameters.
   */
  withSession: boolean;
  /**
   * Replace the current page in history (location.replace).
   */
  replace: boolean;
  /**
   * self: this webview; external: the phone's browser (through the bridge in the host app, a new tab elsewhere).
   */
  target: 'self' | 'external';
}
/**
 * Query parameters appended to the URL.
 */
export interface Params3 {
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  [k: string]: unknown;
}
/**
 * Goes back one page in history (closes the webview through the bridge when there is no page to go back to).
 */
export interface BackStep {
  /**
   * Step type: back.
   */
  type: 'back';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
}
/**
 * Calls the host app through the bridge. In a plain browser the call is recorded and logged to the console (dev builds also show it in a note), never thrown.
 */
export interface BridgeStep {
  /**
   * Step type: bridge.
   */
  type: 'bridge';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Host-app action (SPEC point 7): to, toP (page with parameters), close (the webview), goProduct, goHome, goMine, forceLogin, callPhone, goRate, trackPoint, bindBankStart, bindBankEnd.
   */
  action:
    | 'to'
    | 'toP'
    | 'close'
    | 'goProduct'
    | 'goHome'
    | 'goMine'
    | 'forceLogin'
    | 'callPhone'
    | 'goRate'
    | 'trackPoint'
    | 'bindBankStart'
    | 'bindBankEnd';
  params?: Params4;
}
/**
 * Parameters passed to the host app.
 */
export interface Params4 {
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  [k: string]: unknown;
}
/**
 * Shows a short message.
 */
export interface ToastStep {
  /**
   * Step type: toast.
   */
  type: 'toast';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  message: string | Record<string, unknown>;
  /**
   * info, loading (spinner, stays until hidden), success, fail, or hide (removes the current toast).
   */
  kind: 'info' | 'loading' | 'success' | 'hide' | 'fail';
  /**
   * How long it stays. Default: market.json toast.defaultMs (3000).
   */
  durationMs?: number;
}
/**
 * Opens a dialog or sheet of this screen.
 */
export interface OpenDialogStep {
  /**
   * Step type: open-dialog.
   */
  type: 'open-dialog';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Id of a dialog of this screen.
   */
  dialog: string;
}
/**
 * Closes a dialog (the named one, or the one on top).
 */
export interface CloseDialogStep {
  /**
   * Step type: close-dialog.
   */
  type: 'close-dialog';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Id of the dialog; omit for the one on top.
   */
  dialog?: string;
}
/**
 * Copies text to the clipboard (with a fallback for webviews without the Clipboard API) and toasts the result.
 */
export interface CopyStep {
  /**
   * Step type: copy.
   */
  type: 'copy';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  text: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  successMessage?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  failureMessage?: string | Record<string, unknown>;
}
/**
 * Sets screen state values.
 */
export interface SetStateStep {
  /**
   * Step type: set-state.
   */
  type: 'set-state';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * State key → expression giving its new value.
   */
  values: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    [k: string]: unknown;
  };
}
/**
 * Waits before the next step.
 */
export interface WaitStep {
  /**
   * Step type: wait.
   */
  type: 'wait';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Milliseconds.
   */
  ms: number;
}
/**
 * Runs then-steps when the test is truthy, else-steps otherwise.
 */
export interface IfStep {
  /**
   * Step type: if.
   */
  type: 'if';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  test: unknown;
  then?: Steps4;
  else?: Steps5;
}
/**
 * Runs the steps of the case equal to the value (compared as strings), or the default.
 */
export interface SwitchStep {
  /**
   * Step type: switch.
   */
  type: 'switch';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  value: unknown;
  /**
   * Value (as a string) → steps.
   */
  cases: {
    [k: string]: Steps6;
  };
  default?: Steps7;
}
/**
 * Runs a named action of this screen.
 */
export interface RunStep {
  /**
   * Step type: run.
   */
  type: 'run';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Name of an action of this screen.
   */
  action: string;
}
/**
 * Starts a countdown in a state key: it is set to from and decreases by one each second down to 0 (0 means not running). The next step runs at once.
 */
export interface CountdownStep {
  /**
   * Step type: countdown.
   */
  type: 'countdown';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * State key holding the seconds left.
   */
  state: string;
  /**
   * Seconds to count down from.
   */
  from: number;
}
/**
 * Writes a value to the browser's storage (JSON), for another screen to read; a null value removes the key.
 */
export interface StoreStep {
  /**
   * Step type: store.
   */
  type: 'store';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Storage key.
   */
  key: string;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  value: unknown;
  /**
   * localStorage or sessionStorage.
   */
  area: 'local' | 'session';
}
/**
 * Loads a data source of this screen again.
 */
export interface RefetchStep {
  /**
   * Step type: refetch.
   */
  type: 'refetch';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Name of a data source of this screen.
   */
  data: string;
}
/**
 * Forgets the form draft kept under form.draftKey (after a successful send).
 */
export interface ClearDraftStep {
  /**
   * Step type: clear-draft.
   */
  type: 'clear-draft';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
}
/**
 * Puts form fields back to their initial values and clears their messages (e.g. after a contact form was sent).
 */
export interface ResetFormStep {
  /**
   * Step type: reset-form.
   */
  type: 'reset-form';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Names of the fields to reset. Omit to reset every field of the screen.
   *
   * @minItems 1
   */
  fields?: [string, ...string[]];
}
/**
 * Asks the browser for the device's position (it may ask the user first). The steps under it see reply: { latitude, longitude, accuracy } on success, { code, message } on failure.
 */
export interface LocateStep {
  /**
   * Step type: locate.
   */
  type: 'locate';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * How long to wait for a position before failing with code 3 (timeout).
   */
  timeoutMs: number;
  onSuccess?: Steps8;
  onFailure?: Steps9;
  onUnsupported?: Steps10;
}
/**
 * Opens the browser's print dialog for the page (window.print), e.g. to print or save as PDF a Disclosure Statement; the print styles (src/app/app.css) leave out the footer, buttons, links and toasts. A webview whose host app does not handle printing ignores it; the list goes on either way.
 */
export interface PrintStep {
  /**
   * Step type: print.
   */
  type: 'print';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
}
/**
 * Sends a field report to the operations team's telemetry, as a client error of source "screen" (schemas/telemetry-batch.json; docs/otel/alert-rules.yaml alerts on each): for what ops must see and the borrower is told otherwise, e.g. an offer over the market's caps that the page withholds. Nothing is sent when the page view does not report (config/market.json telemetry). Each value is scrubbed as every report's text is (no digit runs, phone numbers, e-mail addresses or the page's query values), so report names and kinds, never a borrower's data.
 */
export interface ReportStep {
  /**
   * Step type: report.
   */
  type: 'report';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * What happened, in lower-case words joined by hyphens (over-caps): the label an alert groups reports by.
   */
  event: string;
  /**
   * What ops need to act on it, each an expression (as text on the wire; lists joined with ", "): at most 8, names of letters and digits.
   */
  values?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    [k: string]: unknown;
  };
}
/**
 * A horizontal rule.
 */
export interface DividerBlock {
  /**
   * Block type: divider.
   */
  type: 'divider';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Space above and below.
   */
  spacing: 'xs' | 'sm' | 'md' | 'lg';
}
/**
 * The languages of config/market.json (languages.choices), each under its own name and a link to the page in it (its lang query value), so it works before and without scripts; the one the page is in is marked. A tap on another keeps the borrower's choice for later pages and visits (the language cookie, config/market.json languages.cookie, which the host reads too) and loads the page again, served prerendered in it. For the company site and the landing; in the app, the host says the language (lang query value or the host's window property).
 */
export interface LanguageSwitchBlock {
  /**
   * Block type: language-switch.
   */
  type: 'language-switch';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * Where the names sit in the row.
   */
  align: 'left' | 'center' | 'right';
}
/**
 * An image from an in-app path or http(s) URL (other schemes are refused).
 */
export interface ImageBlock {
  /**
   * Block type: image.
   */
  type: 'image';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  src: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  alt: string | Record<string, unknown>;
  /**
   * Width in px, or a CSS length such as 100%.
   */
  width?: number | string;
  /**
   * Height in px, or a CSS length.
   */
  height?: number | string;
  /**
   * Width divided by height (e.g. 2.5 for a 750×300 banner); height is then left to the ratio. The box takes its size before the picture arrives, and while the address is still unknown it shows as a plain panel, so nothing below it moves when the picture comes (layout shift).
   */
  aspectRatio?: number;
  /**
   * How the picture fills its box.
   */
  fit: 'contain' | 'cover';
  /**
   * The page's main picture, in view when the page opens (a hero): fetched at once and first, and named in the prerendered page's head, instead of waiting until the page is laid out (lazy, the default for pictures further down). Lighthouse's largest contentful paint is often this picture. When its src reads nothing but the reply of one of the screen's opening calls (a data source's, or what the screen's first onLoad call saves: the landing's "{state.template.banner}"), the page's own first script fetches it as soon as that reply is in, before the app has loaded; when the src only reads one value, that script also shows it.
   */
  priority: boolean;
  /**
   * Corner rounding.
   */
  radius: 'none' | 'sm' | 'md' | 'round';
  onTap?: Steps11;
}
/**
 * A button that runs steps.
 */
export interface ButtonBlock {
  /**
   * Block type: button.
   */
  type: 'button';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * Visual weight.
   */
  variant: 'primary' | 'secondary' | 'subtle' | 'danger';
  /**
   * Take the full width.
   */
  fullWidth: boolean;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  disabledHint?: string | Record<string, unknown>;
  /**
   * Validate the whole form first; the steps run only when every shown field is valid (errors show beside the fields).
   */
  submit: boolean;
  onTap: Steps12;
}
/**
 * A text link that runs steps (navigate, open-url…).
 */
export interface LinkBlock {
  /**
   * Block type: link.
   */
  type: 'link';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  onTap: Steps13;
  /**
   * Alignment.
   */
  align: 'left' | 'center' | 'right';
}
/**
 * Repeats its children for each item of a list; inside, item and index are in scope, and parent is the item of an enclosing repeat.
 */
export interface RepeatBlock {
  /**
   * Block type: repeat.
   */
  type: 'repeat';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  items: unknown;
  children: Blocks3;
  empty?: Blocks4;
  /**
   * Layout of the repeated items.
   */
  direction: 'column' | 'row';
  /**
   * Space between items.
   */
  gap: 'none' | 'xs' | 'sm' | 'md' | 'lg';
}
/**
 * A message for an empty list or missing content, with an optional action.
 */
export interface EmptyStateBlock {
  /**
   * Block type: empty-state.
   */
  type: 'empty-state';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  text: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  actionLabel?: string | Record<string, unknown>;
  onAction?: Steps14;
}
/**
 * A text input bound to the form.
 */
export interface TextFieldBlock {
  /**
   * Block type: text-field.
   */
  type: 'text-field';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: string | number | boolean;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * Input format (SPEC point 5): digits strips non-digits; phone follows config/market.json's mobile rule: for Philippine numbers it keeps a leading + and the digits (at most 12 with the country code 63, else 11) and shows them as Filipinos write them (0917 123 4567, +63 917 123 4567), for SPEC's pattern it keeps at most 11 digits and shows 3-4-4; bank-card strips non-digits, shows groups of four; number keeps digits only. The form stores the + and digits only for phone, digits only for bank-card.
   */
  format: 'none' | 'digits' | 'phone' | 'bank-card' | 'number';
  /**
   * Which on-screen keyboard the phone shows. Default from format.
   */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /**
   * A textarea instead of one line.
   */
  multiline: boolean;
  /**
   * Show a live n/max counter (needs rules.maxLength), counted in grapheme clusters.
   */
  counter: boolean;
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * Fewest characters (grapheme clusters) allowed, with its message.
 */
export interface LengthRule {
  /**
   * The limit, counted in grapheme clusters (an emoji or a line break is one).
   */
  value: number;
  /**
   * Message shown when the limit is broken.
   */
  message: string;
}
/**
 * Most characters (grapheme clusters) allowed, with its message. Input beyond it is refused as the user types.
 */
export interface LengthRule1 {
  /**
   * The limit, counted in grapheme clusters (an emoji or a line break is one).
   */
  value: number;
  /**
   * Message shown when the limit is broken.
   */
  message: string;
}
/**
 * A choice from a list, picked in a bottom sheet with Confirm and Cancel. Options are not in the page until the sheet opens.
 */
export interface SelectPickerBlock {
  /**
   * Block type: select-picker.
   */
  type: 'select-picker';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: string | number | boolean;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules1;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * Fixed options.
   */
  options?: Option[];
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  optionsFrom?: unknown;
  /**
   * Key of the label in optionsFrom objects.
   */
  optionLabelKey: string;
  /**
   * Key of the value in optionsFrom objects.
   */
  optionValueKey: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  confirmLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  cancelLabel?: string | Record<string, unknown>;
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules1 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
export interface Option {
  /**
   * What the user sees.
   */
  label: string;
  /**
   * What the form stores.
   */
  value: string | number;
}
/**
 * A two-step place picker (province, then city or municipality) in a bottom sheet. The stored value is "Province, City".
 */
export interface CitySelectBlock {
  /**
   * Block type: city-select.
   */
  type: 'city-select';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: string | number | boolean;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules2;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  confirmLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  cancelLabel?: string | Record<string, unknown>;
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules2 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * A date input (the phone's own date picker).
 */
export interface DayFieldBlock {
  /**
   * Block type: day-field.
   */
  type: 'day-field';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: string | number | boolean;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules3;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * dayjs format of the stored value.
   */
  valueFormat: string;
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules3 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * A checkbox bound to the form (value true or false).
 */
export interface CheckboxBlock {
  /**
   * Block type: checkbox.
   */
  type: 'checkbox';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: string | number | boolean;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules4;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules4 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * A row of tabs bound to a form value (e.g. the card-type tab row).
 */
export interface SegmentedBlock {
  /**
   * Block type: segmented.
   */
  type: 'segmented';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: string | number | boolean;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules5;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * The tabs.
   *
   * @minItems 1
   */
  options: [Option, ...Option[]];
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules5 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * A slider bound to the form (Mantine Slider): a number from min to max in steps, moved by touch or with the arrow keys (Home and End for the ends), its value written above it the market's way (₱5,000.00 for money). The form keeps the number.
 */
export interface SliderBlock {
  /**
   * Block type: slider.
   */
  type: 'slider';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * Initial value; min when neither default nor defaultFrom gives a number.
   */
  default?: number;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules6;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * Smallest value (the left end), in the value's units: minor units (centavos) for money.
   */
  min: number;
  /**
   * Largest value (the right end).
   */
  max: number;
  /**
   * Distance between values, and how far an arrow key moves (50000 is ₱500 for money).
   */
  step: number;
  /**
   * The value is an amount in minor units, as the API sends amounts: written with money() (500000 → ₱5,000.00).
   */
  money: boolean;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  valueLabel?: string | Record<string, unknown>;
  /**
   * Points marked on the track, each with a label under it (default: its value written as valueLabel writes values).
   */
  marks?: {
    /**
     * Where the mark is, in value units.
     */
    value: number;
    /**
     * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
     */
    label?: string | Record<string, unknown>;
  }[];
}
/**
 * Validation rules with their messages (e.g. custom: [{"test": "value <= data.init.maxAmount", "message": "…"}]).
 */
export interface FieldRules6 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * A number or money input bound to the form: shows what is typed grouped the market's way (5,000 or ₱5,000.00, config/market.json currency locale and separators), opens the phone's number keyboard, and keeps a number in the form (an amount in minor units, as the API sends amounts). Empty is "".
 */
export interface NumberFieldBlock {
  /**
   * Block type: number-field.
   */
  type: 'number-field';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * Initial value, in the field's value units (minor units when money is true).
   */
  default?: number;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules7;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * An amount of money: typed in pesos and shown with the market sign and decimals once the field is left (₱5,000.00); the form keeps and sends it in minor units, as the API sends amounts (₱5,000.50 → 500050), so money(form.<name>) shows it and default, min, max and step are in minor units too.
   */
  money: boolean;
  /**
   * Decimals a person may type (the decimal mark is refused at 0). Default: 0, or the market currency's decimals (2) for money.
   */
  decimals?: number;
  /**
   * Smallest value allowed, with its message (e.g. {"value": 100000, "message": "The smallest loan is ₱1,000.00"} for money). Checked when the field is not empty.
   */
  min?: {
    /**
     * The limit, in the field's value units (minor units, e.g. centavos, when money is true).
     */
    value: number;
    /**
     * Message shown when the value is past the limit.
     */
    message: string;
  };
  /**
   * Largest value allowed, with its message. Checked when the field is not empty.
   */
  max?: {
    /**
     * The limit, in the field's value units (minor units, e.g. centavos, when money is true).
     */
    value: number;
    /**
     * Message shown when the value is past the limit.
     */
    message: string;
  };
  /**
   * When the person leaves the field, the value is rounded to a multiple of step (in value units: 50000 is ₱500 for money), the way rounding says; min and max are not applied by rounding, they show their messages.
   */
  step?: number;
  /**
   * How step rounds: round to the nearest multiple (a half goes up), or floor to the one below (never more than typed).
   */
  rounding: 'round' | 'floor';
}
/**
 * Validation rules with their messages, checked after min and max; pattern and custom tests see the stored value (minor units for money).
 */
export interface FieldRules7 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * Form fields whose definitions come from the server (the bank form). Each item becomes a field of the kind its category maps to.
 */
export interface ServerFieldsBlock {
  /**
   * Block type: server-fields.
   */
  type: 'server-fields';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  items: unknown;
  /**
   * Which keys of a server item hold each property.
   */
  map: {
    /**
     * Key of the form value name (e.g. code).
     */
    name: string;
    /**
     * Key of the category (e.g. cate).
     */
    kind: string;
    /**
     * Key of the label (e.g. title).
     */
    label: string;
    /**
     * Key of the hint (e.g. subtitle).
     */
    placeholder?: string;
    /**
     * Key of the initial value (e.g. value).
     */
    value?: string;
    /**
     * Key of the option list (e.g. note).
     */
    options?: string;
    /**
     * Key of an option's label (e.g. name).
     */
    optionLabel?: string;
    /**
     * Key of an option's value (e.g. type).
     */
    optionValue?: string;
    /**
     * Key of the input format hint of text items (e.g. inputType).
     */
    format?: string;
  };
  /**
   * Category value → field kind.
   */
  kinds: {
    [k: string]: 'text-field' | 'select-picker' | 'city-select' | 'day-field';
  };
  /**
   * Format of text-field items.
   */
  textFormat: 'none' | 'digits' | 'phone' | 'bank-card' | 'number';
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  itemWhen?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  requiredMessage?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  pickerConfirmLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  pickerCancelLabel?: string | Record<string, unknown>;
  /**
   * Format hint value → text-field format (e.g. {"bankCard": "bank-card"}); unknown hints use textFormat.
   */
  formats?: {
    [k: string]: 'none' | 'digits' | 'phone' | 'bank-card' | 'number';
  };
  /**
   * What the screen changes of some server fields, by code (the item's map.name value): its label, hint, whether it is required, and rules the server does not state. Anything not overridden stays as the server sends it. A code the server does not send is ignored (the development build warns in the console).
   */
  overrides?: {
    [k: string]: ServerFieldOverride;
  };
}
/**
 * One server field's changes. Rules are checked in FieldRules' order: required, minLength, maxLength, pattern, mobile, custom.
 */
export interface ServerFieldOverride {
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  placeholder?: string | Record<string, unknown>;
  /**
   * The message for this field when empty, instead of requiredMessage; false makes the field optional (no * and no message when left empty; its other rules still apply to what is typed).
   */
  required?: string | false;
  minLength?: MinLength;
  maxLength?: MaxLength;
  pattern?: Pattern;
  mobile?: Mobile;
  custom?: Custom;
}
/**
 * Fewest characters, with its message (as in rules).
 */
export interface MinLength {
  /**
   * The limit, counted in grapheme clusters (an emoji or a line break is one).
   */
  value: number;
  /**
   * Message shown when the limit is broken.
   */
  message: string;
}
/**
 * Most characters, with its message; input beyond it is refused as typed (as in rules).
 */
export interface MaxLength {
  /**
   * The limit, counted in grapheme clusters (an emoji or a line break is one).
   */
  value: number;
  /**
   * Message shown when the limit is broken.
   */
  message: string;
}
/**
 * A regular expression the whole value must match, with its message (as in rules); checked on the value as stored (digits only for bank-card and number formats).
 */
export interface Pattern {
  /**
   * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
   */
  value: string;
  /**
   * Message shown when the value does not match.
   */
  message: string;
}
/**
 * The value must be a mobile number by config/market.json's rule, with its message (as in rules).
 */
export interface Mobile {
  /**
   * Message shown when the value is not a mobile number.
   */
  message: string;
}
/**
 * A row of tabs from a list (e.g. the complaint list tabs from the server); the children render for the chosen tab, with item = that tab.
 */
export interface TabsBlock {
  /**
   * Block type: tabs.
   */
  type: 'tabs';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  items: unknown;
  /**
   * Key of a tab object holding its label.
   */
  labelKey: string;
  children: Blocks5;
  empty?: Blocks6;
}
/**
 * A 1-to-N star rating bound to the form (value 0 = no star chosen). Arrow keys change it; each star has an accessible name.
 */
export interface StarRatingBlock {
  /**
   * Block type: star-rating.
   */
  type: 'star-rating';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: {
    [k: string]: unknown;
  };
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules8;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * Number of stars.
   */
  count: number;
  /**
   * Star size.
   */
  size: 'md' | 'lg' | 'xl';
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules8 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * Photos attached to the form: each is scaled down in the browser, uploaded as a file to an endpoint, and shown with its progress, a remove button and, on failure, a retry. The form value is the list of uploaded URLs, each exactly as the reply gave it (CONTRACT 'API': no origin rewritten, a relative path kept). A tile shows the photo taken in the browser; a restored draft's tile shows its URL only when it is http(s) or an in-app path, else a plain placeholder with the same name.
 */
export interface ImageUploadBlock {
  /**
   * Block type: image-upload.
   */
  type: 'image-upload';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Form value name; sent as this key and read as form.<name>.
   */
  name: string;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * Initial value.
   */
  default?: {
    [k: string]: unknown;
  };
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  defaultFrom?: unknown;
  rules?: FieldRules9;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  disabled?: unknown;
  /**
   * Most photos; the picker hides when reached.
   */
  max: number;
  /**
   * Name of the (multipart) upload endpoint of this screen.
   */
  endpoint: string;
  /**
   * Multipart field name of the file (problemImage for complaints).
   */
  fileField: string;
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  urlFrom?: unknown;
  /**
   * Photos larger than this many pixels on their long side are scaled down before upload.
   */
  maxDimension: number;
  /**
   * JPEG quality after scaling.
   */
  quality: number;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  successMessage?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  addLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  removeLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  retryLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  uploadingLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  failedLabel?: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  pendingMessage?: string | Record<string, unknown>;
}
/**
 * Validation rules with their messages.
 */
export interface FieldRules9 {
  /**
   * Message shown when the field is empty; omit to make the field optional.
   */
  required?: string;
  minLength?: LengthRule;
  maxLength?: LengthRule1;
  /**
   * A regular expression the whole value must match, with its message. A value 'market:<key>' uses that string of config/market.json.
   */
  pattern?: {
    /**
     * The regular expression (JavaScript syntax, anchored by you), or market:<key>.
     */
    value: string;
    /**
     * Message shown when the value does not match.
     */
    message: string;
  };
  /**
   * The value must be a mobile number by config/market.json's mobile rule (the Philippines: 0917 123 4567, +63 917 123 4567, 917 123 4567…; or SPEC's pattern), with its message. Send the number with mobile(form.<name>), which gives it in the market's one send form.
   */
  mobile?: {
    /**
     * Message shown when the value is not a mobile number.
     */
    message: string;
  };
  /**
   * Further checks: each test is an expression over form, state, query and data, with the field's own value as value (e.g. "num(value) >= 1000"); its message shows when the test is falsy.
   */
  custom?: {
    /**
     * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
     */
    test: unknown;
    /**
     * Message shown when the test is falsy.
     */
    message: string;
  }[];
}
/**
 * Another page shown inside this one (an agreement or policy), sandboxed: in-app pages may run their scripts; other http(s) pages run without access to this site. Other schemes are refused.
 */
export interface FrameBlock {
  /**
   * Block type: frame.
   */
  type: 'frame';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Height in px of the grey box drawn instead of this block while the screen's values are not all known: its layout before the data comes, and the page the build prerenders. For a block its data shows or hides (its `when`, or state its onLoad sets from the data), which is otherwise left out until the data comes and then pushes what is below it down: give about the height it draws with typical data.
   */
  placeholderHeight?: number;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  src: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  title: string | Record<string, unknown>;
  /**
   * Height in px, or a CSS length.
   */
  height: number | string;
}
/**
 * A coloured panel with a background picture (e.g. the order status banner) and blocks on top.
 */
export interface BannerBlock {
  /**
   * Block type: banner.
   */
  type: 'banner';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  image?: string | Record<string, unknown>;
  /**
   * The picture is the page's main one, in view when the page opens (the order status banner): fetched at once and first. When the image reads nothing but the reply of one of the screen's opening calls ("{lookup(data.order.orderStatus, …)}" on the order's data source), the page's own first script works out its address and fetches it as soon as that reply is in, before the app has loaded. Lighthouse's largest contentful paint is often this picture.
   */
  priority: boolean;
  children: Blocks7;
  /**
   * dark: white text on a dark picture; light: dark text on a light one.
   */
  tone: 'light' | 'dark';
  /**
   * Smallest height in px.
   */
  minHeight: number;
}
/**
 * A small label (e.g. a product tag).
 */
export interface BadgeBlock {
  /**
   * Block type: badge.
   */
  type: 'badge';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  text: string | Record<string, unknown>;
  /**
   * Colour.
   */
  color: 'brand' | 'gray' | 'red' | 'orange' | 'blue';
}
/**
 * A Code 128 bar code of a short text (a pay code) for a shop's scanner, with the text under it. Text a scanner cannot read (not printable ASCII) shows as text only.
 */
export interface BarcodeBlock {
  /**
   * Block type: barcode.
   */
  type: 'barcode';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  value: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  alt: string | Record<string, unknown>;
  /**
   * Height of the bars in px; the width follows the screen (at most 3 px a module).
   */
  height: number;
  /**
   * Print the value under the bars.
   */
  showText: boolean;
}
/**
 * The public site's header: the brand (a link home) and the navigation items. The item whose route is the current address is marked active. On narrow screens the items fold behind a menu button, which opens and closes them without scripts (a popover).
 */
export interface SiteNavBlock {
  /**
   * Block type: site-nav.
   */
  type: 'site-nav';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * What the header is for screen readers: the page's banner, drawn beside its main landmark, not in it, when it leads the body.
   */
  landmark: 'banner';
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  brand: string | Record<string, unknown>;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  logo?: string | Record<string, unknown>;
  /**
   * Route the brand links to.
   */
  home: string;
  /**
   * Accessible name of the navigation (e.g. 'Main').
   */
  label: string;
  /**
   * Accessible name of the menu button shown on narrow screens (e.g. 'Menu').
   */
  menuLabel: string;
  /**
   * The navigation items, left to right. Each either goes to a route (a real link, so search engines follow it) or runs steps (e.g. opens a dialog).
   *
   * @minItems 1
   */
  items: [SiteNavItem, ...SiteNavItem[]];
}
/**
 * A full-width band of a public site page (hero, content, footer) whose content keeps a readable width, optionally in columns that fold into one on phones.
 */
export interface SectionBlock {
  /**
   * Block type: section.
   */
  type: 'section';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * Height in px of the grey box drawn instead of this block while the screen's values are not all known: its layout before the data comes, and the page the build prerenders. For a block its data shows or hides (its `when`, or state its onLoad sets from the data), which is otherwise left out until the data comes and then pushes what is below it down: give about the height it draws with typical data.
   */
  placeholderHeight?: number;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  title?: string | Record<string, unknown>;
  children: Blocks8;
  /**
   * Background: plain (white), muted (light grey), brand (the brand colour, white text) or dark (dark grey, light text).
   */
  tone: 'plain' | 'muted' | 'brand' | 'dark';
  /**
   * What the band is for screen readers and search engines: a section of the page, or the page footer (contentinfo).
   */
  landmark: 'section' | 'footer';
  /**
   * Columns the children are laid out in on wide screens; narrow screens (under 768 px) always show one.
   */
  columns: 1 | 2 | 3 | 4;
  /**
   * Greatest width of the content: text (about 760 px, for long reading) or wide (about 1120 px).
   */
  width: 'text' | 'wide';
  /**
   * Alignment of the content.
   */
  align: 'left' | 'center';
  /**
   * Space above and below the content (lg for a hero).
   */
  padding: 'sm' | 'md' | 'lg';
}
/**
 * Picks a photo from the device (file chooser or camera) and shows it with its name. Nothing is uploaded: for checking that the host app's file chooser works.
 */
export interface PhotoInputBlock {
  /**
   * Block type: photo-input.
   */
  type: 'photo-input';
  /**
   * A note for editors; never shown to users.
   */
  $comment?: string;
  /**
   * Shown only when this expression is truthy. Omit to always show.
   */
  when?: unknown;
  /**
   * User-visible text, a template: plain words with {expression} parts, e.g. "Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}". {{ and }} write a brace. A template that is one {expression} gives that value.
   */
  label: string | Record<string, unknown>;
  /**
   * none: let the user choose (gallery or camera); environment / user: ask phones to open the back / front camera directly.
   */
  capture: 'none' | 'environment' | 'user';
}
/**
 * A map of parameter name to expression; each value is evaluated when the step runs.
 */
export interface Params5 {
  /**
   * An expression string, parsed when the screens are built: e.g. "data.init.email", "query.source == 'loanDetail' && !state.sending", "money(item.amount)". Names start with a scope: query, data, state, form, reply, item, index, parent, env, market, value (param inside a fragment). A literal text is quoted inside the string ("'1'"); numbers, true, false, null and lists of plain data are written as JSON. The syntax, operators and functions are in the reference.
   */
  [k: string]: unknown;
}
/**
 * A state of the screen that Storybook shows as a story: the address it opens with and the dev-API replies that produce it. Every screen also gets Loaded, Loading and Server failure stories without declaring them; a scenario named Loaded replaces the default one (and its query is used by the others).
 */
export interface Scenario {
  /**
   * The story's name, e.g. 'Status 174, rollover offered'.
   */
  name: string;
  /**
   * Which of the screen's routes to open. Default: the first.
   */
  route?: string;
  /**
   * Query parameters of the address, e.g. {"orderId": "10174"}.
   */
  query?: {
    [k: string]: string;
  };
  /**
   * Dev-API reply overrides by endpoint path as in docs/dev-api.md, e.g. {"/user-problem/problem-list": {"json": {"code": "00", "data": {"tabs": []}}}}. An override is { status?, json?, body?, contentType?, delayMs?, never? }.
   */
  replies?: {
    [k: string]: {};
  };
  /**
   * Which example reply each endpoint gives in this story: endpoint name → the name of one of that endpoint's `examples`, e.g. {"history": "none yet"}. `replies` wins where both set the same path.
   */
  examples?: {
    [k: string]: string;
  };
}

/**
 * Logos, banners and pay-code pictures generated as small SVGs, served under /stations/dev-assets/.
 * The app never loads an external host or a data: URL in dev, so screenshots and offline runs
 * look the same everywhere.
 */
import { HttpResponse } from 'msw';
import { devEndpoint } from './endpoint';

const ASSET_PATH = '/dev-assets';

/** `assetPath('gcash')` → `/stations/dev-assets/gcash.svg`. */
export function assetPath(name: string): string {
  return `/stations${ASSET_PATH}/${name}.svg`;
}

interface LogoLook {
  label: string;
  colour: string;
}

// Brand-like colours make a list of channels or banks easy to tell apart at a glance.
const LOGOS: Record<string, LogoLook> = {
  'kaagapay-cash': { label: 'KC', colour: '#0f766e' },
  'kaagapay-flex': { label: 'KF', colour: '#0e7490' },
  'bayanihan-loan': { label: 'BL', colour: '#b45309' },
  'kaagapay-express': { label: 'KE', colour: '#7c2d12' },
  bdo: { label: 'BDO', colour: '#0033a0' },
  bpi: { label: 'BPI', colour: '#b11116' },
  metrobank: { label: 'MB', colour: '#1d4ea3' },
  landbank: { label: 'LBP', colour: '#0b7a3b' },
  pnb: { label: 'PNB', colour: '#1a2f6b' },
  'security-bank': { label: 'SB', colour: '#00a3e0' },
  unionbank: { label: 'UB', colour: '#f47920' },
  rcbc: { label: 'RCBC', colour: '#004b8d' },
  chinabank: { label: 'CBC', colour: '#c8102e' },
  eastwest: { label: 'EW', colour: '#5b2c83' },
  gcash: { label: 'G', colour: '#007dfe' },
  maya: { label: 'M', colour: '#00b464' },
  grabpay: { label: 'GP', colour: '#00b14f' },
  shopeepay: { label: 'SP', colour: '#ee4d2d' },
  'coins-ph': { label: 'C', colour: '#1f6feb' },
  '7-eleven': { label: '7', colour: '#008163' },
  cebuana: { label: 'CL', colour: '#1c3f94' },
  mlhuillier: { label: 'ML', colour: '#d71920' },
  palawan: { label: 'PX', colour: '#f7a81b' },
  'bayad-center': { label: 'BC', colour: '#0054a6' },
  ecpay: { label: 'EC', colour: '#e31b23' },
  pisoplus: { label: 'P+', colour: '#7c3aed' },
  sariloan: { label: 'SL', colour: '#db2777' },
  'tulong-credit': { label: 'TC', colour: '#059669' },
  'agapay-express': { label: 'AE', colour: '#64748b' },
};

export function svgFor(name: string): string {
  if (name.startsWith('qr-')) return qrSvg(name.slice(3));
  if (name.startsWith('banner-')) return bannerSvg(name.slice(7));
  if (name.startsWith('evidence-') || name.startsWith('reply-')) return photoSvg(name);
  const look = LOGOS[name] ?? { label: initials(name), colour: colourFor(name) };
  const size = look.label.length > 2 ? 26 : 38;
  return svg(96, 96, `<rect width="96" height="96" rx="20" fill="${look.colour}"/>` +
    `<text x="48" y="50" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(look.label)}</text>`);
}

/**
 * A channel template's banner: artwork without words. CONTRACT "API" has the server answer its texts
 * in the reader's language but never change a URL by it, so one banner serves every language; words
 * in it would be English on a Filipino page (issue 40, finding 8). The template's title (the banner's
 * alt) and subtitle are texts, which the reply gives in the reader's language. The name picks the
 * colour, so each template's banner stays its own.
 */
function bannerSvg(name: string): string {
  const colour = colourFor(name);
  return svg(750, 300, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs>` +
    '<rect width="750" height="300" fill="url(#g)"/><circle cx="640" cy="70" r="110" fill="#ffffff22"/><circle cx="120" cy="260" r="150" fill="#ffffff14"/>' +
    '<g fill="#fde68a" stroke="#b45309" stroke-width="4"><ellipse cx="470" cy="210" rx="70" ry="22"/><ellipse cx="470" cy="188" rx="70" ry="22"/><ellipse cx="470" cy="166" rx="70" ry="22"/></g>' +
    '<rect x="250" y="110" width="150" height="96" rx="12" fill="#ecfeff" stroke="#0f766e" stroke-width="4"/><circle cx="325" cy="158" r="26" fill="#0f766e"/>');
}

function photoSvg(name: string): string {
  return svg(240, 320, `<rect width="240" height="320" fill="#e2e8f0"/><rect x="20" y="20" width="200" height="240" rx="8" fill="#fff"/>` +
    '<rect x="36" y="44" width="150" height="10" fill="#cbd5e1"/><rect x="36" y="66" width="168" height="10" fill="#cbd5e1"/><rect x="36" y="88" width="120" height="10" fill="#cbd5e1"/>' +
    `<text x="120" y="290" font-family="Arial,sans-serif" font-size="14" fill="#475569" text-anchor="middle">${escapeXml(name)}</text>`);
}

/** Not a real QR code: a stable pattern derived from the pay code, enough to look like one on screen. */
function qrSvg(code: string): string {
  const cells = 21;
  let hash = 2166136261;
  let rects = '';
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      hash = Math.imul(hash ^ (code.charCodeAt((row * cells + col) % Math.max(code.length, 1)) || 7), 16777619);
      const finder = (row < 7 && col < 7) || (row < 7 && col >= cells - 7) || (row >= cells - 7 && col < 7);
      const on = finder ? isFinderCell(row % 14, col % 14) : (hash >>> 28) % 2 === 0;
      if (on) rects += `<rect x="${col * 10 + 10}" y="${row * 10 + 10}" width="10" height="10"/>`;
    }
  }
  return svg(230, 230, `<rect width="230" height="230" fill="#fff"/><g fill="#111">${rects}</g>`);
}

function isFinderCell(row: number, col: number): boolean {
  const r = row > 6 ? 13 - row : row;
  const c = col > 6 ? 13 - col : col;
  const edge = Math.min(r, c, 6 - r, 6 - c);
  return edge === 0 || edge >= 2;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function initials(name: string): string {
  return name.split(/[-_ ]+/).filter(Boolean).slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '').join('') || '?';
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash} 55% 40%)`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const assetHandlers = [
  devEndpoint('get', `${ASSET_PATH}/:file`, ({ params }) => {
    const file = String(params.file ?? '');
    if (!file.endsWith('.svg')) return new HttpResponse('dev assets are .svg files', { status: 404 });
    return new HttpResponse(svgFor(file.slice(0, -4)), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
    });
  }),
];

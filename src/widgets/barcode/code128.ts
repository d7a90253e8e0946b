/**
 * Code 128 encoding (no React): what a shop's scanner reads from the pay code. All-digit codes of
 * even length use code set C (two digits a symbol, a narrower bar code); anything else printable
 * ASCII uses code set B. Each symbol is 11 modules; the stop is 13 with its termination bar.
 */

// Bar/space widths in modules (bar first) of symbol values 0–106 (ISO/IEC 15417).
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** Whether the text can be drawn: non-empty printable ASCII. */
export function canEncode(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text);
}

/** Symbol values of the text with start, checksum and stop; null when it cannot be encoded. */
export function code128Symbols(text: string): number[] | null {
  if (!canEncode(text)) return null;
  const values: number[] = [];
  if (/^\d+$/.test(text) && text.length % 2 === 0) {
    values.push(START_C);
    for (let i = 0; i < text.length; i += 2) values.push(Number(text.slice(i, i + 2)));
  } else {
    values.push(START_B);
    for (const char of text) values.push(char.charCodeAt(0) - 32);
  }
  // Checksum: the start value plus each data value times its position, modulo 103.
  const checksum = values.reduce((sum, value, i) => sum + value * Math.max(i, 1), 0) % 103;
  return [...values, checksum, STOP];
}

/** The bars as [x, width] in modules from the first bar, and the total width in modules. */
export function code128Bars(text: string): { bars: [number, number][]; modules: number } | null {
  const symbols = code128Symbols(text);
  if (!symbols) return null;
  const bars: [number, number][] = [];
  let x = 0;
  symbols.forEach((value) => {
    [...(PATTERNS[value] ?? '')].forEach((digit, i) => {
      const width = Number(digit);
      if (i % 2 === 0) bars.push([x, width]);
      x += width;
    });
  });
  return { bars, modules: x };
}

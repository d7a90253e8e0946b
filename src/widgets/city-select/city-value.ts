// The value a city picker stores and a form sends: one rule for the widget and for npm run probe,
// which fills a server-drawn form as the app would (issue 60), so the two cannot disagree.

/** "Province, City", as the picker stores it once the borrower has picked both. */
export const cityValue = (province: string, city: string): string => `${province}, ${city}`;

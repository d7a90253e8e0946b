/**
 * The card-init reply both bench pages fetch: N field definitions in the shape the dev API's
 * card-init serves (src/dev-api/bind-card.ts), cycling text, enum, city select and day, every
 * one shown for every card type (cardTypeMi 0) and empty. The same bytes go to both pages.
 */
export type Cate = 'text' | 'enum' | 'citySelect' | 'day';

export interface BenchOption {
  name: string;
  type: string;
}

export interface BenchField {
  code: string;
  cate: Cate;
  title: string;
  subtitle: string;
  note: BenchOption[];
  inputType: string;
  cardTypeMi: 0;
  channelNumber: number;
  value: string;
}

const CYCLE: readonly Cate[] = ['text', 'enum', 'citySelect', 'day'];

const BANKS = ['BDO Unibank', 'BPI', 'Metrobank', 'Land Bank of the Philippines', 'PNB', 'Security Bank', 'UnionBank', 'RCBC', 'China Bank', 'EastWest'];
const CITIES = ['Quezon City', 'Manila', 'Makati', 'Pasig', 'Taguig', 'Caloocan', 'Cebu City', 'Davao City', 'Iloilo City', 'Bacolod', 'Cagayan de Oro', 'Zamboanga City', 'Baguio', 'General Santos', 'Antipolo'];

const options = (names: string[]): BenchOption[] => names.map((name) => ({ name, type: name.toUpperCase().replaceAll(' ', '_') }));

const TITLES: Record<Cate, string> = { text: 'Account number', enum: 'Bank', citySelect: 'City', day: 'Payday' };

export function benchFields(n: number): BenchField[] {
  return Array.from({ length: n }, (_, i) => {
    const cate = CYCLE[i % CYCLE.length] as Cate;
    return {
      code: `field${i + 1}`,
      cate,
      title: `${TITLES[cate]} ${i + 1}`,
      subtitle: cate === 'text' ? 'Digits only' : '',
      note: cate === 'enum' ? options(BANKS) : cate === 'citySelect' ? options(CITIES) : [],
      inputType: '',
      cardTypeMi: 0,
      channelNumber: 90006,
      value: '',
    };
  });
}

/** The { code, message, data } envelope with the int0 success code, as the real endpoint answers. */
export function cardInitReply(n: number): string {
  return JSON.stringify({ code: 0, message: 'success', data: { items: benchFields(n), cardType: 1 } });
}

/** The message each page shows under an empty field (the bind-bank screen's requiredMessage). */
export function requiredMessage(field: Pick<BenchField, 'cate' | 'title'>): string {
  return field.cate === 'text' ? `Please enter your ${field.title}` : `Please select your ${field.title}`;
}

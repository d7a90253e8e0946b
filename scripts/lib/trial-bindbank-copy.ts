// A product person's copy edit of /bindBank (npm run trial:edits -- bindbank-copy): every text
// of the screen in new words, with its Filipino.
import { rewordScreen, type ChangedText, type Rewording } from './reword-screen';

/**
 * /bindBank's words today, reworded as a copywriter would: other words, another first word, so a
 * test that quotes the old text, its start or a part of it fails. A text not listed here (added to
 * the screen since) is reworded by rule (scripts/lib/reword-screen.ts), so the trial keeps working.
 */
export const bindBankRewording: Record<string, Rewording> = {
  'Payment account information': { en: 'Where we send your loan', fil: 'Kung saan namin ipapadala ang loan mo' },
  'loading...': { en: 'Getting your details…', fil: 'Kinukuha ang mga detalye mo…' },
  'Saving...': { en: 'One moment, we are keeping it…', fil: 'Sandali, itinatabi na namin…' },
  'Your loan will be sent to this account. Please check that every detail is correct.': {
    en: 'Check each detail below: this is where your money goes once approved.',
    fil: 'Suriin ang bawat detalye sa ibaba: dito mapupunta ang pera mo kapag naaprubahan.',
  },
  'Account type': { en: 'Kind of account', fil: 'Klase ng account' },
  'Bank account': { en: 'At a bank', fil: 'Sa bangko' },
  'E-wallet': { en: 'Digital wallet', fil: 'Digital na wallet' },
  "{item.cate == 'text' ? cat('Please enter your ', item.title) : cat('Please select your ', item.title)}": {
    en: "{item.cate == 'text' ? cat(item.title, ' is missing: type it in') : cat(item.title, ' is missing: pick one')}",
    fil: "{item.cate == 'text' ? cat('Kulang pa ang ', item.title, ': i-type ito') : cat('Kulang pa ang ', item.title, ': pumili ng isa')}",
  },
  Confirm: { en: 'Use this', fil: 'Gamitin ito' },
  Cancel: { en: 'Go back', fil: 'Bumalik' },
  Next: { en: 'Continue', fil: 'Magpatuloy' },
  'Payment account saved': { en: 'Your account is ready for your loan', fil: 'Handa na ang account mo para sa loan' },
};

/** Rewords every text of /bindBank in the project at `root` (a copy: the trial's). */
export const rewordBindBank = (root: string): ChangedText[] => rewordScreen(root, '/bindBank', bindBankRewording);

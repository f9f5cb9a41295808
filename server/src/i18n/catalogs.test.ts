import { describe, expect, it } from 'vitest';
import { LOCALES } from '@review/contract/locales';
import { messageSignature } from '../test/message-signature.ts';
import { CATALOGS, translate } from './messages.ts';

const english = CATALOGS.en;

describe("the server's e-mail messages", () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('exist in %s, each with the arguments of the English and something to say', (locale) => {
    const translated: Record<string, string> = CATALOGS[locale];
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect(translated[id]!.trim(), `${locale} ${id}`).not.toBe('');
      expect(messageSignature(translated[id]!), `${locale} ${id}`).toEqual(messageSignature(message));
    }
  });

  it('write plurals and nested sentences in the language asked for', () => {
    expect(translate('en', 'mail.digest.headline', { count: 1 })).toBe('1 update since your last digest');
    expect(translate('de', 'mail.digest.headline', { count: 3 })).toBe('3 Neuigkeiten seit Ihrer letzten Zusammenfassung');
    expect(translate('fr', 'mail.notice.replied', { actor: { id: 'mail.notice.guest', values: { name: 'Zoé' } }, asset: 'Affiche' })).toBe('Zoé (invité) a répondu à votre commentaire sur Affiche');
  });
});

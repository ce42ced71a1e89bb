import { describe, expect, it } from 'vitest';
import { fold, foldedAway, htmlToText, unfold } from '../../../src-shared/text';
import { loadRealData } from '../../simulator/real';

describe('Spanish text folding', () => {
  it('ignores accents and case', () => {
    expect(fold('Canción MÚSICA Córdoba Ñandú')).toBe('cancion musica cordoba nandu');
    expect(fold('cancion')).toBe(fold('CANCIÓN'));
  });

  it('turns the API HTML into plain text, decoding named and numeric entities', () => {
    const html =
      '<h3><strong>&iquest;Qu&eacute; es?</strong></h3>\r\n<p>Direcci&oacute;n&nbsp;Nacional &#8211; 1&deg;</p><script>alert(1)</script>';
    expect(htmlToText(html)).toBe('¿Qué es? Dirección Nacional – 1°');
  });
});

describe('what folding took from a text, and the text given back from it', () => {
  // The property every text must have, whatever the encoding: folded text + what folding took = the text.
  const roundTrips = (text: string): void => {
    const away = foldedAway(text);
    expect(away).not.toBeNull();
    expect(unfold(fold(text), away ?? '')).toBe(text);
  };

  it("gives back the real records' texts as written, keeping far less than the texts", () => {
    const texts = loadRealData().convocatorias.map(
      ({ fields }) => `${String(fields['titulo'])} ${String(fields['bajada'])} ${htmlToText(String(fields['cuerpo']))}`,
    );
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) roundTrips(text);
    const kept = texts.reduce((sum, text) => sum + (foldedAway(text)?.length ?? Infinity), 0);
    const written = texts.reduce((sum, text) => sum + text.length, 0);
    // Capitals and accents are some 6 % of the characters; each stretch costs three more.
    expect(kept / written).toBeLessThan(0.4);
  });

  it('keeps nothing for a text folding leaves as it is', () => {
    expect(foldedAway('convocatoria abierta 2026, sin mayusculas')).toBe('');
    expect(foldedAway('')).toBe('');
  });

  it('writes each changed stretch as: folded characters since the last, folded characters it stands for, its length, itself', () => {
    // "Año X": "A" after 0, one folded for one; "ñ" after 0 more; "X" after " " (1).
    expect(foldedAway('Año X')).toBe('\u0000\u0002\u0002Añ\u0002\u0001\u0001X');
    // A combining accent folds to nothing: it stands for no folded character.
    expect(foldedAway('e\u0301s')).toBe('\u0001\u0000\u0001\u0301');
  });

  it('gives back what does not fold letter for letter: marks alone, Hangul, Greek, İ, emoji, huge stretches', () => {
    for (const text of [
      'a\u0301b\u0327C',
      '\u0301al principio',
      '한국어 텍스트',
      'ΟΔΟΣ Καλησπέρα',
      'İstanbul',
      '😀 Ñandú 𝐀𝐁',
      `${'x'.repeat(70_000)}Á${'B'.repeat(70_000)}é`,
      'ﬁn ß Ǆ',
    ])
      roundTrips(text);
  });

  it('gives back random texts of capitals, accents, marks, surrogates and spaces', () => {
    const alphabet = ['a', 'Z', ' ', 'á', 'Ñ', 'ü', '\u0301', '😀', 'Σ', 'ς', 'İ', '한', '\n', '1', 'Ç', 'ǅ'];
    let seed = 12345;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 1);
    const used = new Set<string>();
    for (let text = 0; text < 500; text++) {
      let value = '';
      const length = next() % 40;
      for (let i = 0; i < length; i++) {
        const letter = alphabet[next() % alphabet.length] ?? '';
        used.add(letter);
        value += letter;
      }
      roundTrips(value);
    }
    // The texts did hold every letter of the alphabet.
    expect(used.size).toBe(alphabet.length);
  });
});

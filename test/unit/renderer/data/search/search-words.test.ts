import { describe, expect, it } from 'vitest';
import { searchWords } from '../../../../../src-renderer/data/search/words';

// Expected words written by hand: folded (no accents, lower case), punctuation around them dropped.
describe('searchWords', () => {
  it.each([
    ['Córdoba  MUSEO', ['cordoba', 'museo']],
    ['música,', ['musica']],
    ['música, teatro', ['musica', 'teatro']],
    ['música,teatro;danza', ['musica', 'teatro', 'danza']],
    ['¡Música!', ['musica']],
    ['"canción"', ['cancion']],
    ['«Ñandú»', ['nandu']],
    ['(Salta).', ['salta']],
    // Inside a word, punctuation is part of what is looked for.
    ['e-mail', ['e-mail']],
    ['10.000', ['10.000']],
    ['S.A.', ['s.a']],
    ['¿?', []],
    ['  , ; ', []],
    ['', []],
  ])('%j → %j', (search, words) => {
    expect(searchWords(search)).toEqual(words);
  });
});

import { describe, expect, it } from 'vitest';
import { fold, htmlToText } from '../../../src-shared/text';

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

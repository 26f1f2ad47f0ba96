import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_MESSAGE_PATTERNS_ES, localizeMessage } from './error-messages-es';

/**
 * Every message the rules of libs/contracts write (`error: '…'`, `message: '…'`, `invalid('…')`,
 * `requiredText('…')`, …) as written in the source: plain texts, and templates with `${…}`.
 */
function contractMessages(): string[] {
  const root = join(__dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
  const found = new Set<string>();
  const pattern = /(?<![\w.])(?:(?:error|message)\s*:\s*|(?:invalid|notFound|forbidden|conflict|unauthorized|requiredText)\(\s*)(['"`])((?:\\.|(?!\1).)*)\1/g;
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, , text] of source.matchAll(pattern)) found.add(text.replace(/\\(['"`\\])/g, '$1'));
  }
  return [...found].sort();
}

const messages = contractMessages();
const plain = messages.filter((m) => !m.includes('${'));
const templates = messages.filter((m) => m.includes('${'));

describe('Spanish error messages', () => {
  it('finds the messages of libs/contracts', () => {
    expect(plain).toContain('Invalid email address');
    expect(templates).toContain('${label} must be at most ${max} characters');
    expect(messages.length).toBeGreaterThan(100);
  });

  it.each(plain)('has Spanish for %j', (english) => {
    expect(localizeMessage(english, 'es')).not.toBe(english);
  });

  it.each(templates)('has a Spanish pattern for the template %j', (template) => {
    expect(ERROR_MESSAGE_PATTERNS_ES.map((p) => p.source)).toContain(template);
  });

  it('leaves English as it is, and an unknown message English in Spanish too', () => {
    for (const english of plain) expect(localizeMessage(english, 'en')).toBe(english);
    expect(localizeMessage('Something new', 'es')).toBe('Something new');
  });

  it('translates messages with numbers, labels and lists', () => {
    expect(localizeMessage('First name must be at most 100 characters', 'es')).toBe('El nombre puede tener como máximo 100 caracteres');
    expect(localizeMessage('Breed must be at most 100 characters', 'es')).toBe('Raza: como máximo 100 caracteres');
    expect(localizeMessage('Rating must be a whole number from 1 to 5', 'es')).toBe('La calificación debe ser un número entero del 1 al 5');
    expect(localizeMessage('Monday: closing time 09:00 must be after opening time 17:00', 'es')).toBe(
      'Lunes: la hora de cierre 09:00 debe ser posterior a la de apertura 17:00',
    );
    expect(localizeMessage('lat must be a number from -90 to 90', 'es')).toBe('lat: debe ser un número del -90 al 90');
    expect(localizeMessage('Sex must be one of: male, female, unknown', 'es')).toBe('Sexo: debe ser uno de estos valores: male, female, unknown');
    expect(localizeMessage('The pets service is unavailable. Please try again shortly.', 'es')).toBe(
      'Este servicio no está disponible en este momento. Vuelve a intentarlo en un rato.',
    );
    expect(localizeMessage('Too many failed login attempts. Please wait 15 minutes and try again.', 'es')).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Espera 15 minutos y vuelve a intentarlo.',
    );
  });
});

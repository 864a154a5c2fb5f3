// @vitest-environment node
// The SIM tools (issue 11, spec 01 §7.7): which pairs are refused, and that a valid one is recorded once.
import { describe, expect, it } from 'vitest';
import { simOrder, simPair } from '../../../mock-server/lines/sim/seed';
import { call, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const validate = (q: Record<string, string>, token: string | null = admin, lang = 'es') =>
  call(server, 'POST', `/api/SimCard/ValidateSim?${new URLSearchParams(q)}`, { token: token ?? undefined, headers: { 'Accept-Language': lang } });
const print = (q: Record<string, string>, token: string | undefined = admin, lang = 'es') =>
  call(server, 'POST', `/api/SimCard/ValidatePrintSim?${new URLSearchParams(q)}`, { token, headers: { 'Accept-Language': lang } });

describe('SimCard/ValidateSim', () => {
  const pair = simPair('BOG-001', 5);
  const order = simOrder('BOG-001', 1);

  it('records a valid triple once (data.mensaje) and refuses it the second time (data.error)', async () => {
    const first = await validate({ movement: order, giftSerial: pair.giftSerial, serial: pair.serial });
    expect(first.status).toBe(200);
    expect(first.body.data.mensaje).toBe(`SIM ${pair.serial} validada con el regalo ${pair.giftSerial} en la orden ${order}.`);
    const again = await validate({ movement: order, giftSerial: pair.giftSerial, serial: pair.serial }, admin, 'en');
    expect(again.status).toBe(422);
    expect(again.body.data.error).toMatch(new RegExp(`^The serial ${pair.serial} was already validated in order ${order} on \\d{4}-`));
    const row = await server.db.selectFrom('simPairs').selectAll().where('serial', '=', pair.serial).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ validatedMovement: order, validatedBy: 1 });
  });

  it('refuses an unknown order, an unknown serial, a gift that does not match and a pair of another warehouse', async () => {
    const p = simPair('BOG-001', 6);
    expect((await validate({ movement: 'OV-NADA-1', giftSerial: p.giftSerial, serial: p.serial })).body.data.error).toBe('La orden OV-NADA-1 no existe.');
    expect((await validate({ movement: order, giftSerial: p.giftSerial, serial: '0000' })).body.data.error).toBe('El serial 0000 no existe en el inventario de SIM.');
    expect((await validate({ movement: order, giftSerial: simPair('BOG-001', 7).giftSerial, serial: p.serial })).body.data.error).toContain('no corresponde al serial');
    const other = simPair('MED-001', 6);
    expect((await validate({ movement: order, giftSerial: other.giftSerial, serial: other.serial })).body.data.error).toBe(
      `El serial ${other.serial} pertenece a la bodega MED-001, no a la BOG-001 de la orden.`,
    );
    const untouched = await server.db.selectFrom('simPairs').select('validatedAt').where('serial', '=', p.serial).executeTakeFirstOrThrow();
    expect(untouched.validatedAt).toBeNull();
  });

  it('records a pair once when the same triple arrives twice at the same moment', async () => {
    const p = simPair('BOG-001', 8);
    const answers = await Promise.all([1, 2].map(() => validate({ movement: order, giftSerial: p.giftSerial, serial: p.serial })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  });

  it('answers 401 without a session and 400 naming every missing field', async () => {
    expect((await validate({ movement: order, giftSerial: pair.giftSerial, serial: pair.serial }, null)).status).toBe(401);
    const empty = await validate({ movement: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['movement', 'giftSerial', 'serial']);
    expect(empty.body.errors.movement).toBe('El campo movement es obligatorio.');
  });
});

describe('SimCard/ValidatePrintSim', () => {
  it('prints a pair of the session\'s warehouse once, with the card data', async () => {
    const p = simPair('BOG-001', 20);
    const ok = await print({ codBodega: 'BOG-001', giftSerial: p.giftSerial, serial: p.serial });
    expect(ok.status).toBe(200);
    expect(ok.body.data.info).toMatchObject({ serial: p.serial, giftSerial: p.giftSerial, signature: 'María Fernanda Gómez', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(ok.body.data.info.name.length).toBeGreaterThan(3);
    expect((await print({ codBodega: 'BOG-001', giftSerial: p.giftSerial, serial: p.serial })).body.data.error).toMatch(/ya fue impreso el/);
  });

  it("refuses another warehouse than the session's, a pair of another warehouse and a gift that does not match", async () => {
    const p = simPair('BOG-001', 21);
    expect((await print({ codBodega: 'BOG-002', giftSerial: p.giftSerial, serial: p.serial })).body.data.error).toBe('La bodega de su sesión es BOG-001, no BOG-002.');
    const theirs = simPair('BOG-002', 21);
    expect((await print({ codBodega: 'BOG-002', giftSerial: theirs.giftSerial, serial: theirs.serial }, operador)).status).toBe(200);
    expect((await print({ codBodega: 'BOG-001', giftSerial: theirs.giftSerial, serial: theirs.serial })).body.data.error).toContain('pertenece a la bodega BOG-002');
    expect((await print({ codBodega: 'BOG-001', giftSerial: 'RG0000', serial: p.serial })).body.data.error).toContain('no corresponde');
  });
});

/**
 * The idle status bar in one line: the data's age, then what this session knows of the API, in
 * every combination, so "sin consultar la API" never stands beside an age without saying both.
 */
import { describe, expect, it } from 'vitest';
import {
  describeConnection,
  initialConnection,
  reduceConnection,
  type ConnectionState,
} from '../../../../../src-renderer/data/sync/connection';
import { idleLine } from '../../../../../src-renderer/features/sync/describe';

const now = Date.UTC(2026, 10, 27, 15, 0, 0);
const minute = 60_000;

/** What this session knows of the API, and whether the browser says it is online. */
const sessions = {
  // A request of this session got an answer a minute ago.
  reached: { state: reduceConnection(initialConnection, { type: 'reached', at: now - minute }), online: true },
  // Nothing asked yet in this session; an earlier one reached the API 2 minutes ago.
  'not yet': { state: { ...initialConnection, lastContactAt: now - 2 * minute }, online: true },
  // Asked, and no answer yet (a silent API, or the requests a cancelled sync left out).
  waiting: { state: { ...initialConnection, waiting: 1, lastContactAt: now - 2 * minute }, online: true },
  // This session's request failed: the network is down between here and the API.
  unreachable: {
    state: reduceConnection(
      { ...initialConnection, lastContactAt: now - 2 * minute },
      { type: 'unreachable', at: now - minute, error: { kind: 'network', message: 'ECONNREFUSED' } },
    ),
    online: true,
  },
  // The browser itself says it has no network.
  offline: { state: { ...initialConnection, lastContactAt: now - 2 * minute }, online: false },
} satisfies Record<string, { state: ConnectionState; online: boolean }>;

const table: [age: string, session: keyof typeof sessions, lastComplete: number | null, text: string][] = [
  ['known', 'reached', now - 2 * minute, 'Datos actualizados hace 2 min · en línea'],
  ['known', 'not yet', now - 2 * minute, 'Datos actualizados hace 2 min · sin consultar la API en esta sesión'],
  ['known', 'waiting', now - 2 * minute, 'Datos actualizados hace 2 min · esperando respuesta de la API'],
  ['known', 'unreachable', now - 2 * minute, 'Datos actualizados hace 2 min · sin conexión con la API'],
  ['known', 'offline', now - 2 * minute, 'Datos actualizados hace 2 min · sin conexión a internet'],
  ['unknown', 'reached', null, 'Sin sincronización completa todavía · en línea'],
  ['unknown', 'not yet', null, 'Sin sincronización completa todavía · sin consultar la API en esta sesión'],
  ['unknown', 'waiting', null, 'Sin sincronización completa todavía · esperando respuesta de la API'],
  ['unknown', 'unreachable', null, 'Sin sincronización completa todavía · sin conexión con la API'],
  ['unknown', 'offline', null, 'Sin sincronización completa todavía · sin conexión a internet'],
];

describe('the idle status bar', () => {
  it.each(table)('data age %s, API %s', (_age, session, lastComplete, text) => {
    const { state, online } = sessions[session];
    expect(idleLine(lastComplete, describeConnection(state, online, now), now).text).toBe(text);
  });

  it('says it all in its title: the age of the data, and the connection in a sentence', () => {
    const { state, online } = sessions['not yet'];
    expect(idleLine(now - 2 * minute, describeConnection(state, online, now), now).title).toBe(
      'Datos de la última sincronización completa, hace 2 minutos. Todavía no se consultó la API en esta sesión (la última vez respondió hace 2 minutos).',
    );
    expect(idleLine(null, describeConnection(initialConnection, true, now), now).title).toBe(
      'Ninguna sincronización terminó completa todavía. Todavía no se consultó la API en esta sesión.',
    );
  });

  it('tells the age in the units a person reads: seconds, hours, yesterday', () => {
    const connection = describeConnection(sessions['reached'].state, true, now);
    expect(idleLine(now - 30_000, connection, now).text).toBe('Datos actualizados hace 30 seg. · en línea');
    expect(idleLine(now - 3 * 60 * minute, connection, now).text).toBe('Datos actualizados hace 3 h · en línea');
    expect(idleLine(now - 26 * 60 * minute, connection, now).text).toBe('Datos actualizados ayer · en línea');
  });
});

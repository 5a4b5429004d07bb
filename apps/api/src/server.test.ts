import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { startServer } from './server';
import { createTestDatabase } from '@nft/db/testing';
import { createTestApp, type TestApp } from './test-support/test-app';

let testApp: TestApp | undefined;

// Each test hands the database to startServer, whose shutdown closes it; close() then only
// removes the app's temporary directory.
async function appWithDatabase(): Promise<TestApp> {
  testApp = await createTestApp({ database: await createTestDatabase() });
  return testApp;
}

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A route that holds its request until released, to have one in flight during shutdown. */
function addSlowRoute(app: TestApp['app'], events: string[]) {
  let release = () => {};
  let entered = () => {};
  let draining = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  const drainStarted = new Promise<void>((resolve) => (draining = resolve));
  // Runs after the drain plugin's own preClose hook, which was registered first.
  app.addHook('preClose', async () => draining());
  app.get('/v1/slow', { onResponse: async () => void events.push('request finished') }, async () => {
    entered();
    await gate;
    return { code: 200, data: 'done' };
  });
  return { release, inHandler, drainStarted };
}

function recordingClose(database: DatabaseHandle, events: string[]): DatabaseHandle {
  return {
    ...database,
    close: async () => {
      events.push('database');
      await database.close();
    },
  };
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then runs the closers in order and closes the database last', async () => {
    testApp = await appWithDatabase();
    const events: string[] = [];
    const slow = addSlowRoute(testApp.app, events);
    const server = await startServer({
      app: testApp.app,
      host: '127.0.0.1',
      port: 0,
      signals: false,
      database: recordingClose(testApp.database, events),
      onClose: [{ name: 'indexer', close: () => void events.push('indexer') }],
    });

    const inflight = fetch(`${server.url}/v1/slow`);
    await slow.inHandler;
    let closed = false;
    const closing = server.close().then((clean) => ((closed = true), clean));
    // Shutdown is under way (the drain began) and still waits for the request it holds; the events'
    // order below proves nothing closed before the request finished.
    await slow.drainStarted;
    expect(closed).toBe(false);

    slow.release();
    const response = await inflight;
    expect(await response.json()).toEqual({ code: 200, data: 'done' });
    expect(await closing).toBe(true);
    expect(events).toEqual(['request finished', 'indexer', 'database']);
    await expect(testApp.database.ping()).rejects.toThrow();
    await expect(fetch(`${server.url}/v1/chains`)).rejects.toThrow();
    expect(await server.close()).toBe(true);
  });

  it('refuses a request that arrives on an open connection during the drain with the 503 envelope', async () => {
    testApp = await appWithDatabase();
    const slow = addSlowRoute(testApp.app, []);
    const server = await startServer({ app: testApp.app, host: '127.0.0.1', port: 0, signals: false, database: testApp.database });
    const inflight = fetch(`${server.url}/v1/slow`);
    await slow.inHandler;
    // A client that has started sending a request when shutdown begins, and finishes it after.
    const accepted = new Promise<Socket>((resolve) => testApp!.app.server.once('connection', resolve));
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = 'GET /v1/chains HTTP/1.1\r\nHost: x\r\n';
    socket.write(started);
    // Wait until the server has read those bytes (its parser runs on read): a connection with a
    // request under way is not idle, so server.close() keeps it open.
    const serverSide = await accepted;
    await expect.poll(() => serverSide.bytesRead, { timeout: 10_000, interval: 10 }).toBe(started.length);
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    const closing = server.close();
    await slow.drainStarted;
    socket.write('locale: ja\r\n\r\n');
    await ended;
    slow.release();
    expect((await inflight).headers.get('connection')).toBe('close');
    await closing;
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw).toContain('"error":"service_unavailable"');
    expect(raw).toContain('サービスを利用できません');
  });

  it('reports a failing closer, still closes the rest, and exits 1 after a signal', async () => {
    testApp = await appWithDatabase();
    const events: string[] = [];
    const exits: number[] = [];
    const signal = 'SIGUSR2';
    const before = process.listenerCount(signal);
    const server = await startServer({
      app: testApp.app,
      host: '127.0.0.1',
      port: 0,
      signals: [signal],
      exit: (code) => void exits.push(code),
      database: recordingClose(testApp.database, events),
      onClose: [{ name: 'queue', close: () => Promise.reject(new Error('queue is stuck')) }],
    });
    expect(process.listenerCount(signal)).toBe(before + 1);

    process.emit(signal, signal);
    expect(await server.close()).toBe(false);
    await sleep(0);
    expect(exits).toEqual([1]);
    expect(events).toEqual(['database']);
    expect(process.listenerCount(signal)).toBe(before);
  });

  it('exits 0 after a signal when everything closed cleanly', async () => {
    testApp = await appWithDatabase();
    const exits: number[] = [];
    const server = await startServer({
      app: testApp.app,
      host: '127.0.0.1',
      port: 0,
      signals: ['SIGUSR2'],
      exit: (code) => void exits.push(code),
      database: testApp.database,
    });
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await server.close()).toBe(true);
    await sleep(0);
    expect(exits).toEqual([0]);
  });
});

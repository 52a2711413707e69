// runQuery against the real embedded backend: transient failures are retried up to 3 times on the injected
// clock (while the caller still wants the answer), a database refusal is not retried and requests a toast with the server's own text, and an answer is
// parsed with the caller's row reader (an unreadable row is a toasted failure, a list keeps its good rows).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBus, type EventPayload } from '@duality/bus';
import { testBackend } from '../../test/testing';
import { newClient, signUpUser } from '../../test/backend';
import { advanceUntil, createManualClock } from '../../test/manual-clock';
import { campaignRowSchema } from '../rows/campaign-rows';
import { eachRow, oneRow } from '../rows/read-rows';
import { NETWORK_FAILURE, NETWORK_TOLD_FOR_MS, runQuery, UNREADABLE, type QueryOutcome } from './db';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

function context() {
  const bus = createBus();
  const toasts: EventPayload<'toast.requested'>[] = [];
  bus.on('toast.requested').subscribe((t) => toasts.push(t));
  return { bus, toasts, clock: createManualClock() };
}

describe('runQuery', () => {
  it('retries a request that gets no answer 3 times, then toasts the failure', async () => {
    const { bus, toasts, clock } = context();
    // A port nothing listens on: every attempt is refused (status 0).
    const unreachable = newClient({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey });
    let attempts = 0;
    let outcome: QueryOutcome<unknown> | undefined;
    void runQuery(
      { bus, clock },
      () => {
        attempts += 1;
        return unreachable.from('campaigns').select('*');
      },
      eachRow(campaignRowSchema, 'campaign'),
    ).then((o) => (outcome = o));
    await advanceUntil(clock, () => outcome !== undefined, { what: 'outcome' });
    expect(attempts).toBe(4);
    expect(outcome).toMatchObject({ ok: false, network: true, status: 0 });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.tone).toBe('error');
  });

  it('stops retrying once retryWhile no longer holds (the failure is answered as it stands)', async () => {
    const { bus, clock } = context();
    const unreachable = newClient({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey });
    let attempts = 0;
    let wanted = true;
    let outcome: QueryOutcome<unknown> | undefined;
    void runQuery(
      { bus, clock },
      () => {
        attempts += 1;
        if (attempts === 2) wanted = false; // replaced while the second attempt is out
        return unreachable.from('campaigns').select('*');
      },
      eachRow(campaignRowSchema, 'campaign'),
      { toast: false, retryWhile: () => wanted },
    ).then((o) => (outcome = o));
    await advanceUntil(clock, () => outcome !== undefined, { what: 'outcome' });
    expect(attempts).toBe(2);
    expect(outcome).toMatchObject({ ok: false, network: true, status: 0 });
  });

  it('tells an unreachable server in our words, once however many queries fail, and again after 10 s', async () => {
    const { bus, toasts, clock } = context();
    const unreachable = newClient({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey });
    const fail = async () => {
      let outcome: QueryOutcome<unknown> | undefined;
      void runQuery(
        { bus, clock },
        () => unreachable.from('campaigns').select('*'),
        eachRow(campaignRowSchema, 'campaign'),
      ).then((o) => (outcome = o));
      await advanceUntil(clock, () => outcome !== undefined, { what: 'outcome' });
      return outcome!;
    };
    const first = await fail();
    expect(first).toMatchObject({ ok: false, network: true, message: NETWORK_FAILURE });
    await fail();
    await fail();
    expect(toasts).toEqual([{ message: NETWORK_FAILURE, tone: 'error' }]);
    expect(NETWORK_FAILURE).not.toMatch(/TypeError|fetch/i);
    await clock.advance(NETWORK_TOLD_FOR_MS);
    await fail();
    expect(toasts).toHaveLength(2);
  });

  it('retries a 5xx answer and succeeds when the server recovers', async () => {
    // The embedded backend does not answer 5xx on demand, so a bare HTTP server stands in for a gateway that
    // fails twice (as a restarting PostgREST would) and then answers.
    let hits = 0;
    const flaky = createServer((_req, res) => {
      hits += 1;
      res.writeHead(hits <= 2 ? 503 : 200, { 'Content-Type': 'application/json' });
      res.end(hits <= 2 ? JSON.stringify({ message: 'Service Unavailable' }) : JSON.stringify([{ id: 7 }]));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const { port } = flaky.address() as AddressInfo;
    try {
      const { bus, toasts, clock } = context();
      const client = newClient({ url: `http://127.0.0.1:${port}`, anonKey: backend.anonKey });
      let outcome: QueryOutcome<unknown> | undefined;
      void runQuery(
        { bus, clock },
        () => client.from('campaigns').select('id'),
        eachRow(z.object({ id: z.number() }), 'campaign'),
      ).then((o) => (outcome = o));
      await advanceUntil(clock, () => outcome !== undefined, { what: 'outcome' });
      expect(hits).toBe(3);
      expect(outcome).toEqual({ ok: true, data: [{ id: 7 }] });
      expect(toasts).toEqual([]);
    } finally {
      flaky.close();
    }
  });

  it('does not retry a refusal and toasts the server text', async () => {
    const { bus, toasts, clock } = context();
    const client = newClient(backend);
    await signUpUser(client, 'Gm');
    let attempts = 0;
    const outcome = await runQuery(
      { bus, clock },
      () => {
        attempts += 1;
        return client.from('campaigns').insert({ name: '   ' }).select('*').single();
      },
      oneRow(campaignRowSchema, 'campaign'),
    );
    expect(attempts).toBe(1);
    expect(outcome.ok).toBe(false);
    const message = outcome.ok ? '' : outcome.message;
    expect(message).toMatch(/campaigns_name_length/);
    expect(toasts).toEqual([{ message, tone: 'error' }]);
  });

  it('an answer that does not fit the row schema is a failure naming the field, toasted once', async () => {
    const { bus, toasts, clock } = context();
    const client = newClient(backend);
    await signUpUser(client, 'Reader');
    // A stricter schema than the table's stands in for a row the store cannot read.
    const strict = campaignRowSchema.extend({ name: z.string().min(50) });
    const outcome = await runQuery(
      { bus, clock },
      () => client.from('campaigns').insert({ name: 'Short name' }).select('*').single(),
      oneRow(strict, 'campaign'),
    );
    expect(outcome).toMatchObject({ ok: false, code: UNREADABLE, network: false });
    const message = outcome.ok ? '' : outcome.message;
    expect(message).toMatch(/^Could not read campaign \d+: name: Too small/);
    expect(toasts).toEqual([{ message, tone: 'error' }]);
  });

  it('a list keeps the rows that fit and names each one left out', async () => {
    const { bus, toasts, clock } = context();
    const client = newClient(backend);
    await signUpUser(client, 'Lister');
    await client.from('campaigns').insert([{ name: 'A long enough campaign name' }, { name: 'Tiny' }]);
    const strict = campaignRowSchema.extend({ name: z.string().min(10) });
    const outcome = await runQuery(
      { bus, clock },
      () => client.from('campaigns').select('*').order('id'),
      eachRow(strict, 'campaign'),
    );
    expect(outcome.ok && outcome.data.map((c) => c.name)).toEqual(['A long enough campaign name']);
    expect(toasts).toEqual([
      { message: expect.stringMatching(/^Could not read campaign \d+: name: Too small/), tone: 'error' },
    ]);
  });
});

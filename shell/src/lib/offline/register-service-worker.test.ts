import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerAfterLoad, serviceWorkerUrl } from './register-service-worker';

function fakeHost({ controlled, readyState }: { controlled: boolean; readyState: string }) {
  const registration = { scope: '/' };
  const register = vi.fn(() => Promise.resolve(registration));
  const left = { unregister: vi.fn(() => Promise.resolve(true)) };
  const getRegistrations = vi.fn(() => Promise.resolve([left]));
  const serviceWorker = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register,
    getRegistrations,
  });
  const host = Object.assign(new EventTarget(), { navigator: { serviceWorker }, document: { readyState } });
  /** A worker takes the page over, as the first install's `clients.claim()` does. */
  const takeOver = () => {
    serviceWorker.controller = {};
    serviceWorker.dispatchEvent(new Event('controllerchange'));
  };
  return { host: host as never, register, registration, left, takeOver };
}

const uses = () => ({ returning: vi.fn(), takenOver: vi.fn() });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorkerAfterLoad', () => {
  it('registers only after the load event; a first visit is handed on once, when the worker takes it over', async () => {
    const { host, register, registration, takeOver } = fakeHost({
      controlled: false,
      readyState: 'interactive',
    });
    const use = uses();
    registerServiceWorkerAfterLoad(host, use, true);
    expect(register).not.toHaveBeenCalled();
    (host as EventTarget).dispatchEvent(new Event('load'));
    await settle();
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' });
    expect(use.takenOver).not.toHaveBeenCalled();
    takeOver();
    takeOver();
    expect(use.takenOver).toHaveBeenCalledTimes(1);
    expect(use.takenOver).toHaveBeenCalledWith(registration);
    expect(use.returning).not.toHaveBeenCalled();
  });

  it('hands the registration on for a page the worker served from its start', async () => {
    const { host, registration, takeOver } = fakeHost({ controlled: true, readyState: 'complete' });
    const use = uses();
    registerServiceWorkerAfterLoad(host, use, true);
    await settle();
    expect(use.returning).toHaveBeenCalledWith(registration);
    takeOver(); // a new build taking over later is the update offer's business
    expect(use.takenOver).not.toHaveBeenCalled();
  });

  it('registers nothing on the dev server, and removes a worker the built product left there', async () => {
    const { host, register, left } = fakeHost({ controlled: true, readyState: 'complete' });
    registerServiceWorkerAfterLoad(host, uses(), false);
    await settle();
    expect(register).not.toHaveBeenCalled();
    expect(left.unregister).toHaveBeenCalledTimes(1);
  });
});

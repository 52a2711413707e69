import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerAfterLoad, serviceWorkerUrl } from './register-service-worker';

function fakeHost({ controlled, readyState }: { controlled: boolean; readyState: string }) {
  const registration = { scope: '/' };
  const register = vi.fn(() => Promise.resolve(registration));
  const left = { unregister: vi.fn(() => Promise.resolve(true)) };
  const getRegistrations = vi.fn(() => Promise.resolve([left]));
  const host = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: { controller: controlled ? {} : null, register, getRegistrations } },
    document: { readyState },
  });
  return { host: host as never, register, registration, left };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorkerAfterLoad', () => {
  it('registers only after the load event, and a first visit gets nothing more', async () => {
    const { host, register } = fakeHost({ controlled: false, readyState: 'interactive' });
    const whenControlled = vi.fn();
    registerServiceWorkerAfterLoad(host, whenControlled, true);
    expect(register).not.toHaveBeenCalled();
    (host as EventTarget).dispatchEvent(new Event('load'));
    await settle();
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' });
    expect(whenControlled).not.toHaveBeenCalled();
  });

  it('hands the registration on for a page the worker served from its start', async () => {
    const { host, registration } = fakeHost({ controlled: true, readyState: 'complete' });
    const whenControlled = vi.fn();
    registerServiceWorkerAfterLoad(host, whenControlled, true);
    await settle();
    expect(whenControlled).toHaveBeenCalledWith(registration);
  });

  it('registers nothing on the dev server, and removes a worker the built product left there', async () => {
    const { host, register, left } = fakeHost({ controlled: true, readyState: 'complete' });
    registerServiceWorkerAfterLoad(host, vi.fn(), false);
    await settle();
    expect(register).not.toHaveBeenCalled();
    expect(left.unregister).toHaveBeenCalledTimes(1);
  });
});

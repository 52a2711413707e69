import { createContext, useContext, type ReactNode } from 'react';
import type { Bus } from '@duality/bus';
import type { Registry } from '@duality/platform';
import type { RuntimeConfig } from '../config/runtime-config';
import type { BusLog } from './bus-log';
import type { LoadedVersionsLog } from './loaded-versions';
import type { AreaSelection } from './delivery/area-selection';

/** What the shell's components need from start-up, provided once at the root. */
export interface ShellServices {
  bus: Bus;
  /** The registry as first fetched; `selection` holds the current one and who gets which version. */
  registry: Registry;
  selection: AreaSelection;
  config: RuntimeConfig;
  version: string;
  busLog: BusLog;
  /** The version each area actually loaded. */
  loadedVersions: LoadedVersionsLog;
  /** Ends the session; resolves with the server's error message, or null on success. */
  endSession: () => Promise<string | null>;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({
  services,
  children,
}: {
  services: ShellServices;
  children: ReactNode;
}) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

/** The shell services; throws if used outside the provider (a programming error). */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside ShellServicesProvider');
  return services;
}

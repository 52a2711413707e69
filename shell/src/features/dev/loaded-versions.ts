import { BehaviorSubject, type Observable } from 'rxjs';
import type { Bus } from '@duality/bus';
import type { AreaName } from '@duality/platform';

export type LoadedVersions = Partial<Record<AreaName, string>>;

/** Keeps the version each area actually loaded (from `remote.loaded`), for the dev page. */
export function trackLoadedVersions(bus: Bus): Observable<LoadedVersions> {
  const versions = new BehaviorSubject<LoadedVersions>({});
  bus
    .on('remote.loaded')
    .subscribe(({ area, version }) => versions.next({ ...versions.value, [area]: version }));
  return versions.asObservable();
}

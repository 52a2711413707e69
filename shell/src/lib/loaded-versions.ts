import { BehaviorSubject, type Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import type { AreaName } from '@duality/platform';

export type LoadedVersions = Partial<Record<AreaName, string>>;

/** The version each area actually loaded, readable now and as a stream of changes. */
export interface LoadedVersionsLog {
  readonly state$: Observable<LoadedVersions>;
  readonly state: LoadedVersions;
}

/** Keeps the version each area actually loaded (from `remote.loaded`), for the dev page. */
export function trackLoadedVersions(bus: Bus): LoadedVersionsLog {
  const versions = new BehaviorSubject<LoadedVersions>({});
  bus
    .on('remote.loaded')
    .subscribe(({ area, version }) => versions.next({ ...versions.value, [area]: version }));
  return {
    state$: versions.asObservable(),
    get state() {
      return versions.value;
    },
  };
}

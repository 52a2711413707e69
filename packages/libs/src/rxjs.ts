// The part of rxjs the product uses, as one module that Module Federation shares once per page
// (packages/config/src/federation.ts): a shared module is loaded whole, and rxjs whole is about 18 KB gzip,
// four times this part. A name the product starts to use is added here (the type checker says when).
export {
  asyncScheduler,
  BehaviorSubject,
  combineLatest,
  defer,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  fromEvent,
  interval,
  map,
  merge,
  Observable,
  of,
  ReplaySubject,
  Subject,
  Subscription,
  timeout,
} from 'rxjs';
export type { SchedulerLike, Subscribable } from 'rxjs';
